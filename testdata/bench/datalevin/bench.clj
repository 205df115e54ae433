;; Times bench query files on Datalevin, as `quiver bench` does on Quiver.
;; Driven by compare_live.py (beside this file); not part of Quiver.
;;
;; usage: java … clojure.main bench.clj load DB-DIR DATA.edn SCHEMA.edn
;;        java … clojure.main bench.clj run  DB-DIR MODE MIN-RUNS MIN-SECONDS FILE…
;;
;; MODE is "no-caches" (Datalevin's query-result cache off AND its store-level
;; index cache off: every run executes the plan) or "result-cache-off" (only
;; the result cache off, as ../shared/bench/datalevin-results.md was taken:
;; the store's index cache still answers each plan step from an earlier run).
;; Each query warms up (JIT) for 500 runs or 10 s, whichever comes first, then
;; is timed for at least MIN-RUNS runs and MIN-SECONDS seconds. One JSON line per query.
(require '[datalevin.core :as d] '[clojure.edn :as edn] '[datalevin.query])

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

(defn time-query [db spec min-runs min-seconds]
  (let [q    (:query spec)
        args (:args spec)
        run  (fn [] (binding [datalevin.query/*cache?* false]
                      (let [r (apply d/q q db args)]
                        (if (coll? r) (count r) 1))))
        rows (run)
        warm-end (+ (now-ms) 10000.0)]
    (loop [i 0]
      (when (and (< i 500) (< (now-ms) warm-end))
        (run) (recur (inc i))))
    (let [end (+ (now-ms) (* 1000.0 min-seconds))
          times (loop [ts []]
                  (if (and (>= (count ts) min-runs) (>= (now-ms) end))
                    ts
                    (let [t (now-ms)] (run) (recur (conj ts (- (now-ms) t))))))
          s (vec (sort times))]
      (format "{\"name\": \"%s\", \"rows\": %d, \"median_ms\": %.4f, \"min_ms\": %.4f, \"runs\": %d}"
              (:name spec) rows (nth s (quot (count s) 2)) (first s) (count s)))))

(let [[cmd dir & more] *command-line-args*]
  (case cmd
    "load" (let [[data schema] more] (load-db dir data schema))
    "run"  (let [[mode min-runs min-seconds & files] more
                 conn (d/get-conn dir)]
             ;; The limit is stored with the database: set it either way
             ;; (512 is Datalevin 1.2.8's default).
             (d/datalog-index-cache-limit (d/db conn) (if (= mode "no-caches") 0 512))
             (let [db (d/db conn)]
               (binding [*err* (java.io.PrintWriter. System/err)]
                 (doseq [f files
                         spec (let [x (edn/read-string (slurp f))] (if (map? x) [x] x))]
                   (println (time-query db spec (Long/parseLong min-runs)
                                        (Double/parseDouble min-seconds)))
                   (flush))))
             (d/close conn))))
(shutdown-agents)
