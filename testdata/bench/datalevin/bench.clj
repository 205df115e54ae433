;; Times bench query files on Datalevin, as `quiver bench` does on Quiver.
;; Driven by compare_live.py (beside this file); not part of Quiver.
;;
;; usage: java … clojure.main bench.clj load DB-DIR DATA.edn SCHEMA.edn
;;        java … clojure.main bench.clj run  DB-DIR MODE MIN-RUNS MIN-SECONDS FILE…
;;
;; MODE is "no-caches" (Datalevin's query-result cache off AND its store-level
;; index cache off: every run executes the plan), "result-cache-off" (only
;; the result cache off, as ../shared/bench/datalevin-results.md was taken:
;; the store's index cache still answers each plan step from an earlier run)
;; or "defaults" (both caches on, as an application runs Datalevin).
;; A template may give :args-sets (input vectors taken round-robin) and
;; :write (tx-data transacted before each run; the symbol ?i becomes the run
;; number and "{i}" inside strings its digits), as `quiver bench` reads them;
;; a run is then the write and the query, timed together. :runs-once true
;; runs each input set once, timed, without warmup.
;; Each query warms up (JIT) for 500 runs or 10 s, whichever comes first, then
;; is timed for at least MIN-RUNS runs and MIN-SECONDS seconds. One JSON line per query.
(require '[datalevin.core :as d] '[clojure.edn :as edn] '[datalevin.query]
         '[clojure.walk] '[clojure.string])

(defn load-db [dir data schema]
  (let [schema (edn/read-string (slurp schema))
        conn   (d/get-conn dir schema)
        tx     (edn/read-string (slurp data))
        t0     (System/nanoTime)]
    (d/transact! conn tx)
    (println (format "{\"loaded\": %d, \"tx_ms\": %.1f}" (count tx)
                     (/ (- (System/nanoTime) t0) 1e6)))
    (d/close conn)))

(defn now-ms [] (/ (System/nanoTime) 1e6))

(defn write-for-run [tmpl i]
  (clojure.walk/postwalk
    (fn [x] (cond (= x '?i) i
                  (and (string? x) (clojure.string/includes? x "{i}"))
                  (clojure.string/replace x "{i}" (str i))
                  :else x))
    tmpl))

(defn median [xs] (let [s (vec (sort xs))] (if (seq s) (nth s (quot (count s) 2)) 0.0)))

(defn time-query [conn spec min-runs min-seconds result-cache?]
  (let [q     (:query spec)
        sets  (or (:args-sets spec) [(:args spec)])
        write (:write spec)
        n     (count sets)
        counter (atom 0)
        ;; one run: the write (if any), then the query on the database after it
        run (fn []
              (let [i  @counter
                    _  (swap! counter inc)
                    t0 (now-ms)]
                (when write (d/transact! conn (write-for-run write i)))
                (let [t1 (now-ms)
                      r (binding [datalevin.query/*cache?* result-cache?]
                          (apply d/q q (d/db conn) (nth sets (mod i n))))
                      t2 (now-ms)]
                  [(- t1 t0) (- t2 t1) (if (coll? r) (count r) 1)])))
        once? (:runs-once spec)
        first-run (when-not once? (run))
        rows (if once? 0 (nth first-run 2))
        warm-end (+ (now-ms) 10000.0)]
    (when-not once?
      (loop [i 0]
        (when (and (< i 500) (< (now-ms) warm-end))
          (run) (recur (inc i)))))
    (let [end (+ (now-ms) (* 1000.0 min-seconds))
          ;; :runs-once: each input set once, timed (the JIT is warm from
          ;; the templates before), so no cache answers a repeat
          runs (if once?
                 (vec (repeatedly n run))
                 (loop [ts []]
                   (if (and (>= (count ts) min-runs) (>= (now-ms) end))
                     ts
                     (recur (conj ts (run))))))
          rows (if once? (nth (first runs) 2) rows)
          totals (map (fn [[w qq _]] (+ w qq)) runs)
          s (vec (sort totals))]
      (format "{\"name\": \"%s\", \"rows\": %d, \"median_ms\": %.6f, \"min_ms\": %.6f, \"runs\": %d, \"write_ms\": %.6f, \"query_ms\": %.6f}"
              (:name spec) rows (nth s (quot (count s) 2)) (first s) (count s)
              (median (map first runs)) (median (map second runs))))))

(let [[cmd dir & more] *command-line-args*]
  (case cmd
    "load" (let [[data schema] more] (load-db dir data schema))
    "run"  (let [[mode min-runs min-seconds & files] more
                 conn (d/get-conn dir)]
             ;; The limit is stored with the database: set it either way
             ;; (512 is Datalevin 1.2.8's default).
             (d/datalog-index-cache-limit (d/db conn) (if (= mode "no-caches") 0 512))
             (binding [*err* (java.io.PrintWriter. System/err)]
               (doseq [f files
                       spec (let [x (edn/read-string (slurp f))] (if (map? x) [x] x))]
                 (println (time-query conn spec (Long/parseLong min-runs)
                                      (Double/parseDouble min-seconds)
                                      (= mode "defaults")))
                 (flush)))
             (d/close conn))))
(shutdown-agents)
