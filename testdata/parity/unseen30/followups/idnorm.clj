;; For each `different` row of a results.tsv: are the two answers equal once
;; every entity id (a :db/id value, the entity part of :revision/key) is
;; replaced by :ID? (Entity ids differ by the documented tempid-order row.)
(require '[clojure.string :as str] '[clojure.walk :as w])
(defn rd [s] (binding [*read-eval* false] (read-string {:readers {'inst #(java.util.Date/from (java.time.Instant/parse (str/replace % "-00:00" "Z"))) 'uuid #(java.util.UUID/fromString %)}} s)))
(defn strip [v]
  (w/postwalk (fn [x] (cond (map? x) (cond-> x (contains? x :db/id) (assoc :db/id :ID)
                                                (contains? x :revision/key) (assoc :revision/key [:ID (second (:revision/key x))]))
                            (and (map-entry? x) (= (key x) :revision/key)) x
                            (instance? clojure.lang.BigInt x) (biginteger x)
                            :else x)) v))
(doseq [l (str/split-lines (slurp (first *command-line-args*)))
        :let [[id cls q d] (str/split l #"\t")]
        :when (= cls "different")]
  (let [r (try (let [a (strip (rd q)) b (strip (rd d))]
                 (cond (= a b) "ID-ONLY"
                       (and (coll? a) (coll? b) (not (map? a)) (= (set a) (set b))) "ID-ONLY(set)"
                       :else "REAL"))
               (catch Exception e (str "unreadable " (.getMessage e))))]
    (println id r)))
