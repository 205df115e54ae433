;; Runs each query of an unseen parity corpus on Datalevin 1.2.8 and
;; compares its answer with Quiver's (already computed by run_check.py).
;; usage: java … clojure.main check.clj DB-DIR SCHEMA.edn DATA.edn WORK-DIR
;; WORK-DIR holds NNN.edn (the form), NNN.qout / NNN.qerr (Quiver's stdout
;; and stderr). Prints one line per query:
;;   ID <tab> CLASS <tab> quiver-answer <tab> datalevin-answer
;; CLASS is agree | both-error | quiver-error | datalevin-error | different.
(require '[datalevin.core :as d] '[clojure.edn :as edn] '[clojure.string :as str])
(import '[java.math BigDecimal MathContext])

(defn norm [v]
  (cond
    ;; a bigdec by its text: `1.5M` and `1.50M` are two answers (D-936)
    (decimal? v) (list 'bigdec (str v))
    (double? v) (cond (Double/isNaN v) :NaN
                      (Double/isInfinite v) (if (pos? v) :Inf :-Inf)
                      (zero? v) 0.0
                      :else (.doubleValue (.round (BigDecimal. (double v)) (MathContext. 9))))
    (float? v) (norm (double v))
    ;; `type` answers a Class here and a symbol naming it in Quiver (D-881):
    ;; both print the same, so compare by name
    (instance? Class v) (symbol (.getName ^Class v))
    (map? v) (into {} (map (fn [[k x]] [(norm k) (norm x)])) v)
    (set? v) (into #{} (map norm) v)
    (sequential? v) (mapv norm v)
    (and v (.isArray (class v))) (mapv norm v)
    :else v))

(def bigdec-or-string
  "A string literal (kept) or a bigdec literal (tagged) in printed EDN."
  #"\"(?:[^\"\\]|\\.)*\"|(?<![\w.+*/:#'-])[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?M(?![\w.])")

(defn read-quiver
  "Quiver's printed answer. Its bigdecs are read as tagged literals, so a
  set holding `1.5M` and `1.50M` (two values, as in Datalevin) is no
  duplicate to the reader."
  [text]
  (let [tagged (str/replace text bigdec-or-string
                            (fn [m] (if (str/starts-with? m "\"")
                                      m
                                      (str "#quiver/bigdec \"" (subs m 0 (dec (count m))) "\""))))]
    (binding [*read-eval* false
              *data-readers* (assoc *data-readers* 'quiver/bigdec
                                    (fn [s] (list 'bigdec (str (BigDecimal. ^String s)))))]
      (read-string tagged))))

(defn ordered? [form]
  (let [qry (if (seq? form) (second form) form)]
    (boolean (if (map? qry) (:order-by qry) (some #{:order-by} qry)))))

(defn same? [form a b]
  (let [a (norm a) b (norm b)]
    (cond
      (= a b) true
      ;; no rows: Quiver prints an ordered empty result as [], Datalevin #{}
      (and (coll? a) (coll? b) (not (map? a)) (not (map? b)) (empty? a) (empty? b)) true
      (ordered? form) false
      (and (coll? a) (coll? b) (not (map? a)) (not (map? b)))
      (cond
        (and (sequential? a) (sequential? b)) (= (frequencies a) (frequencies b))
        :else (and (= (count a) (count b)) (= (set a) (set b))))
      :else false)))

(defn eval-form [db form]
  (cond
    (and (seq? form) (= 'pull (first form))) (d/pull db (second form) (nth form 2))
    (seq? form) (apply d/q (second form) (map #(if (= % '$) db %) (nnext form)))
    :else (d/q form db)))

(def ^:dynamic *fresh-db*
  "A function of tx-data: a fresh database holding the corpus and tx-data,
  given to a function of the db; closed afterwards."
  nil)

(defn run-dl [db form]
  (let [f (future
            (try
              (let [r (if (and (seq? form) (= 'with (first form)))
                        (*fresh-db* (second form) #(eval-form % (nth form 2)))
                        (eval-form db form))]
                {:ok (if (seq? r) (doall r) r)})
              (catch Throwable e {:err (str (.getName (class e)) ": " (.getMessage e))})))
        r (deref f 20000 {:err "timeout (20 s)"})]
    r))

(defn one-line [s] (-> (str s) (str/replace "\t" " ") (str/replace "\n" " ")))

(let [[dir schema-file data-file work] *command-line-args*
      schema (edn/read-string (slurp schema-file))
      conn (d/get-conn dir schema)
      _ (d/transact! conn (edn/read-string {:readers *data-readers*} (slurp data-file)))
      db (d/db conn)
      data (edn/read-string {:readers *data-readers*} (slurp data-file))
      n (atom 0)
      fresh (fn [tx f]
              (let [c (d/get-conn (str dir "-with-" (swap! n inc)) schema)]
                (try (d/transact! c data)
                     (d/transact! c tx)
                     ;; printed before the connection closes: a pull in
                     ;; :find is realised lazily, on an open env only
                     (doto (f (d/db c)) pr-str)
                     (finally (d/close c)))))
      ids (->> (.listFiles (java.io.File. work))
               (map #(.getName %)) (filter #(str/ends-with? % ".edn")) sort)]
  (doseq [f ids]
    (let [id (str/replace f ".edn" "")
          text (slurp (str work "/" f))
          form (try (binding [*read-eval* false] (read-string text))
                    (catch Throwable e {::unreadable (str (.getName (class e)) ": " (.getMessage e))}))
          dl (if (::unreadable form)
               {:err (::unreadable form)}
               (binding [*fresh-db* fresh] (run-dl db form)))
          qout (str/trim (slurp (str work "/" id ".qout")))
          qerr (str/trim (slurp (str work "/" id ".qerr")))
          qv (if (str/blank? qout)
               {:err (or (first (filter #(str/starts-with? % "error:") (str/split-lines qerr))) qerr)}
               (try {:ok (read-quiver qout)}
                    (catch Throwable e {:err (str "harness: unreadable Quiver output: " qout)})))
          cls (cond
                (and (:err qv) (:err dl)) "both-error"
                (:err qv) "quiver-error"
                (:err dl) "datalevin-error"
                (same? form (:ok qv) (:ok dl)) "agree"
                :else "different")]
      (println (str id "\t" cls "\t"
                    (one-line (if (:err qv) (str "ERROR " (:err qv)) qout)) "\t"
                    (one-line (if (:err dl) (str "ERROR " (:err dl)) (pr-str (:ok dl))))))
      (flush)))
  (d/close conn)
  (shutdown-agents))
