#!/usr/bin/env python3
"""Writes queries.edn of the unseen91 parity corpus (deterministic): a library catalogue, text-heavy."""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def s(x):
    return json.dumps(x, ensure_ascii=False)


B = lambda isbn: f'[:book/isbn "{isbn}"]'
A = lambda n: f'[:author/name {s(n)}]'
SEQ = "[[(after ?a ?b) [?a :book/sequel-of ?b]] [(after ?a ?b) [?a :book/sequel-of ?m] (after ?m ?b)]]"
COAUTH = "[[(co ?a ?b) [?x :book/authors ?a] [?x :book/authors ?b] [(not= ?a ?b)]]]"
T = "[?b :book/title ?t]"

# ---- basics
add("b-titles", "[:find ?t :where [_ :book/title ?t]]")
add("b-isbn-lookup", '[:find ?t . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/title ?t]]')
add("b-cjk-title", '[:find ?i . :where [?b :book/title "ノルウェイの森"] [?b :book/isbn ?i]]')
add("b-emoji-title", '[:find ?y . :where [?b :book/title "🦊 Fox Tales 🐾"] [?b :book/year ?y]]')
add("b-leading-space-title", '[:find ?i . :where [?b :book/title "  Leading Spaces"] [?b :book/isbn ?i]]')
add("b-trimmed-title-nomatch", '[:find ?i :where [?b :book/title "Leading Spaces"] [?b :book/isbn ?i]]')
add("b-empty-subtitle", '[:find ?t :where [?b :book/subtitle ""] [?b :book/title ?t]]')
add("b-space-subtitle", '[:find ?t :where [?b :book/subtitle " "] [?b :book/title ?t]]')
add("b-subjects", "[:find ?s (count ?b) :where [?b :book/subjects ?s]]")
add("b-tags-all", "[:find [?g ...] :where [_ :book/tags ?g]]")
add("b-tag-cjk", '[:find ?t :where [?b :book/tags "東京"] [?b :book/title ?t]]')
add("b-tag-emoji", '[:find ?t :where [?b :book/tags "🦊"] [?b :book/title ?t]]')
add("b-tag-padded", '[:find ?t :where [?b :book/tags " padded tag "] [?b :book/title ?t]]')
add("b-lang-es", "[:find ?t :where [?b :book/lang :es] [?b :book/title ?t]]")
add("b-price-neg", "[:find ?t ?p :where [?b :book/price ?p] [(< ?p 0)] [?b :book/title ?t]]")
add("b-price-zero", "[:find ?t :where [?b :book/price 0.00M] [?b :book/title ?t]]")
add("b-price-zero-scale", "[:find ?t :where [?b :book/price 0M] [?b :book/title ?t]]")
add("b-rating-neg", "[:find ?t ?r :where [?b :book/rating ?r] [(<= ?r 0.0)] [?b :book/title ?t]]")
add("b-author-unique-unicode", '[:find ?c . :where [?a :author/name "Фёдор Достоевский"] [?a :author/country ?c]]')
add("b-author-padded", '[:find ?s . :where [?a :author/name "  Padded Name "] [?a :author/sort-name ?s]]')
add("b-author-emoji", '[:find ?s . :where [?a :author/name "Zoë 🦊 Fox"] [?a :author/sort-name ?s]]')
add("b-author-empty-country", '[:find ?n :where [?a :author/country ""] [?a :author/name ?n]]')
add("b-member-no-email", "[:find ?n :where [?m :member/name ?n] [(missing? $ ?m :member/email)]]")
add("b-member-empty-name", '[:find ?c :where [?m :member/name ""] [?m :member/card ?c]]')
add("b-edition-count", "[:find (count ?e) . :where [_ :book/editions ?e]]")
add("b-edition-huge-pages", "[:find ?t ?p :where [?b :book/editions ?e] [?e :edition/pages ?p] [(> ?p 100000)] [?b :book/title ?t]]")
add("b-edition-uuid", '[:find ?p . :where [?e :edition/id #uuid "00000000-0000-4000-8000-000000000101"] [?e :edition/pages ?p]]')
add("b-edition-zero-pages", "[:find ?t :where [?e :edition/pages 0] [?b :book/editions ?e] [?b :book/title ?t]]")
add("b-edition-inst", '[:find ?t :where [?e :edition/published ?d] [(< ?d #inst "1960-01-01")] [?b :book/editions ?e] [?b :book/title ?t]]')
add("b-loan-neg-days", "[:find ?i :where [?l :loan/days ?d] [(neg? ?d)] [?l :loan/id ?i]]")
add("b-loan-no-fine", "[:find (count ?l) . :where [?l :loan/id] [(missing? $ ?l :loan/fine)]]")
add("b-loan-open", "[:find (count ?l) . :where [?l :loan/returned false]]")
add("b-review-empty", '[:find ?i :where [?r :review/text ""] [?r :review/id ?i]]')
add("b-review-newline", '[:find ?i :where [?r :review/text ?x] [(clojure.string/includes? ?x "\\n")] [?r :review/id ?i]]')
add("b-copies-bigint", "[:find ?t :where [?b :book/copies 0N] [?b :book/title ?t]]")
add("b-copies-str", "[:find ?t ?s :where [?b :book/copies ?c] [(str ?c) ?s] [(= ?s \"20\")] [?b :book/title ?t]]")
add("b-sequel-self", "[:find ?t :where [?b :book/sequel-of ?b] [?b :book/title ?t]]")
add("b-no-authors", "[:find ?t :where [?b :book/title ?t] (not [?b :book/authors _])]")
add("b-scalar-missing", '[:find ?t . :where [?b :book/isbn "000"] [?b :book/title ?t]]')
add("b-coll-find", "[:find [?y ...] :where [_ :book/year ?y] [(< ?y 1900)]]")
add("b-tuple-find", '[:find [?t ?y] :where [?b :book/isbn "978-0-385-47454-2"] [?b :book/title ?t] [?b :book/year ?y]]')

# ---- string functions (the emphasis)
SF = [
    ("upper", "[(clojure.string/upper-case ?t) ?x]"),
    ("lower", "[(clojure.string/lower-case ?t) ?x]"),
    ("capitalize", "[(clojure.string/capitalize ?t) ?x]"),
    ("trim", "[(clojure.string/trim ?t) ?x]"),
    ("triml", "[(clojure.string/triml ?t) ?x]"),
    ("trimr", "[(clojure.string/trimr ?t) ?x]"),
    ("reverse", "[(clojure.string/reverse ?t) ?x]"),
    ("count", "[(count ?t) ?x]"),
    ("blank", "[(clojure.string/blank? ?t) ?x]"),
    ("split-space", '[(clojure.string/split ?t #" ") ?x]'),
    ("split-ws", '[(clojure.string/split ?t #"\\s+") ?x]'),
    ("split-limit2", '[(clojure.string/split ?t #" " 2) ?x]'),
    ("split-neg-limit", '[(clojure.string/split ?t #" " -1) ?x]'),
    ("index-of-a", '[(clojure.string/index-of ?t "a") ?x]'),
    ("last-index-of-a", '[(clojure.string/last-index-of ?t "a") ?x]'),
    ("index-of-space", '[(clojure.string/index-of ?t " ") ?x]'),
    ("replace-space", '[(clojure.string/replace ?t " " "_") ?x]'),
    ("replace-re-vowels", '[(clojure.string/replace ?t #"[aeiou]" "*") ?x]'),
    ("replace-first-re", '[(clojure.string/replace-first ?t #"\\s+" "") ?x]'),
    ("replace-group", '[(clojure.string/replace ?t #"(\\w+) (\\w+)" "$2 $1") ?x]'),
    ("re-find-word", '[(re-find #"\\w+" ?t) ?x]'),
    ("re-find-upper", '[(re-find #"\\p{Lu}\\p{Ll}+" ?t) ?x]'),
    ("re-seq-words", '[(re-seq #"\\S+" ?t) ?x]'),
    ("re-seq-letters-unicode", '[(re-seq #"\\p{L}+" ?t) ?x]'),
    ("re-matches-groups", '[(re-matches #"(\\S+)\\s+(.*)" ?t) ?x]'),
    ("str-mixed", '[(str ?t "|" 42 "|" :k "|" 1.5 "|" nil) ?x]'),
    ("format-s", '[(format "[%s]" ?t) ?x]'),
    ("format-width", '[(format "%5s|%-5s|" ?t ?t) ?x]'),
    ("subs-0-3", "[(count ?t) ?n] [(>= ?n 3)] [(subs ?t 0 3) ?x]"),
    ("subs-1", "[(count ?t) ?n] [(>= ?n 1)] [(subs ?t 1) ?x]"),
    ("starts-upper-ascii", '[(re-find #"^[A-Z]" ?t) ?x]'),
    ("includes-the", '[(clojure.string/includes? ?t "The") ?x]'),
    ("ends-s", '[(clojure.string/ends-with? ?t "s") ?x]'),
    ("split-lines", "[(clojure.string/split-lines ?t) ?x]"),
    ("join-chars", '[(seq ?t) ?cs] [(clojure.string/join "-" ?cs) ?x]'),
    ("compare-M", '[(compare ?t "M") ?x]'),
]
for name, clause in SF:
    add(f"p-title-{name}", f"[:find ?t ?x :where {T} {clause}]")
REVF = [
    ("split-lines", "[(clojure.string/split-lines ?x) ?y]"),
    ("split-punct", '[(clojure.string/split ?x #"[.,;:!?]+\\s*") ?y]'),
    ("count", "[(count ?x) ?y]"),
    ("upper", "[(clojure.string/upper-case ?x) ?y]"),
    ("trim", "[(clojure.string/trim ?x) ?y]"),
    ("blank", "[(clojure.string/blank? ?x) ?y]"),
    ("re-seq-excl", '[(re-seq #"!+" ?x) ?y]'),
    ("re-find-num", '[(re-find #"(\\d+)/(\\d+)" ?x) ?y]'),
    ("re-seq-digits", '[(re-seq #"\\d" ?x) ?y]'),
    ("replace-newline", '[(clojure.string/replace ?x "\\n" " / ") ?y]'),
    ("replace-re-ws", '[(clojure.string/replace ?x #"\\s+" " ") ?y]'),
    ("index-of-newline", '[(clojure.string/index-of ?x "\\n") ?y]'),
    ("re-find-ci", '[(re-find #"(?i)read" ?x) ?y]'),
    ("re-find-cyrillic", '[(re-find #"\\p{IsCyrillic}+" ?x) ?y]'),
    ("words-count", '[(re-seq #"\\S+" ?x) ?ws] [(count ?ws) ?y]'),
    ("reverse", "[(clojure.string/reverse ?x) ?y]"),
    ("lower", "[(clojure.string/lower-case ?x) ?y]"),
    ("escape-html", '[(clojure.string/escape ?x {\\& "&amp;" \\< "&lt;"}) ?y]'),
]
for name, clause in REVF:
    add(f"p-review-{name}", f"[:find ?i ?y :where [?r :review/text ?x] [?r :review/id ?i] {clause}]")
AUF = [
    ("upper", "[(clojure.string/upper-case ?n) ?y]"),
    ("lower", "[(clojure.string/lower-case ?n) ?y]"),
    ("count", "[(count ?n) ?y]"),
    ("split-comma", '[(clojure.string/split ?s #",\\s*") ?y]'),
    ("initials", '[(re-seq #"\\b\\p{L}" ?n) ?y]'),
    ("first-word", '[(re-find #"^\\S+" ?n) ?y]'),
    ("trim-eq", "[(clojure.string/trim ?n) ?y]"),
    ("last-name", '[(clojure.string/split ?s #", " 2) ?p] [(first ?p) ?y]'),
    ("format", '[(format "%s (%s)" ?n ?s) ?y]'),
    ("starts-with-sort", "[(subs ?s 0 1) ?y]"),
    ("capitalize", "[(clojure.string/capitalize ?n) ?y]"),
    ("compare-sort", "[(compare ?n ?s) ?y]"),
]
for name, clause in AUF:
    add(f"p-author-{name}", f"[:find ?n ?y :where [?a :author/name ?n] [?a :author/sort-name ?s] {clause}]")
# isbn processing
ISF = [
    ("digits", '[(clojure.string/replace ?i "-" "") ?y]'),
    ("split", '[(clojure.string/split ?i #"-") ?y]'),
    ("prefix", '[(clojure.string/split ?i #"-" 2) ?p] [(first ?p) ?y]'),
    ("group", '[(re-find #"^978-(\\d+)-" ?i) ?y]'),
    ("last-dash", '[(clojure.string/last-index-of ?i "-") ?y]'),
    ("check-digit", '[(clojure.string/last-index-of ?i "-") ?k] [(inc ?k) ?k1] [(subs ?i ?k1) ?y]'),
    ("parse", '[(clojure.string/replace ?i "-" "") ?d] [(parse-long ?d) ?y]'),
    ("count-digits", '[(re-seq #"\\d" ?i) ?ds] [(count ?ds) ?y]'),
    ("matches-13", '[(re-matches #"\\d{3}-\\d-\\d{2,3}-\\d{5,6}-\\d" ?i) ?y]'),
    ("format", '[(format "ISBN %s" ?i) ?y]'),
]
for name, clause in ISF:
    add(f"p-isbn-{name}", f"[:find ?i ?y :where [_ :book/isbn ?i] {clause}]")
# predicates filtering
add("p-starts-with-el", '[:find ?t :where [_ :book/title ?t] [(clojure.string/starts-with? ?t "El")]]')
add("p-ends-with-space", '[:find ?t :where [_ :book/title ?t] [(clojure.string/ends-with? ?t " ")]]')
add("p-includes-accent", '[:find ?t :where [_ :book/title ?t] [(clojure.string/includes? ?t "ó")]]')
add("p-re-ci", '[:find ?t :where [_ :book/title ?t] [(re-find #"(?i)zebra" ?t)]]')
add("p-re-ci-unicode", '[:find ?t :where [_ :book/title ?t] [(re-find #"(?iu)ångström" ?t)]]')
add("p-re-han", '[:find ?t :where [_ :book/title ?t] [(re-find #"\\p{IsHan}" ?t)]]')
add("p-re-katakana", '[:find ?t :where [_ :book/title ?t] [(re-find #"\\p{IsKatakana}" ?t)]]')
add("p-re-hangul", '[:find ?t :where [_ :book/title ?t] [(re-find #"\\p{IsHangul}" ?t)]]')
add("p-re-devanagari", '[:find ?t :where [_ :book/title ?t] [(re-find #"\\p{IsDevanagari}" ?t)]]')
add("p-re-arabic", '[:find ?t :where [_ :book/title ?t] [(re-find #"\\p{IsArabic}" ?t)]]')
add("p-re-nonascii", '[:find ?t :where [_ :book/title ?t] [(re-find #"[^\\x00-\\x7F]" ?t)]]')
add("p-re-ascii-only", '[:find ?t :where [_ :book/title ?t] [(re-matches #"[\\x20-\\x7E]*" ?t)]]')
add("p-re-digit-start", '[:find ?t :where [_ :book/title ?t] [(re-find #"^\\d" ?t)]]')
add("p-re-pattern-input", '(q [:find ?t :in $ ?p :where [_ :book/title ?t] [(re-pattern ?p) ?r] [(re-find ?r ?t)]] $ "(?i)^the")')
add("p-re-pattern-built", '(q [:find ?t :in $ ?w :where [_ :book/title ?t] [(str "(?i)\\\\b" ?w "\\\\b") ?ps] [(re-pattern ?ps) ?r] [(re-find ?r ?t)]] $ "of")')
add("p-blank-subtitle", "[:find ?t :where [?b :book/subtitle ?s] [(clojure.string/blank? ?s)] [?b :book/title ?t]]")
add("p-not-blank-subtitle", "[:find (count ?b) . :where [?b :book/subtitle ?s] [(clojure.string/blank? ?s) ?x] [(not ?x)]]")
add("p-title-not-trimmed", "[:find ?t :where [_ :book/title ?t] [(clojure.string/trim ?t) ?x] [(not= ?t ?x)]]")
add("p-title-lower-eq", '[:find ?t :where [_ :book/title ?t] [(clojure.string/lower-case ?t) ?l] [(= ?l "zebra uppercase")]]')
add("p-title-ge-M", '[:find ?t :where [_ :book/title ?t] [(>= ?t "M")]]')
add("p-title-lt-M", '[:find ?t :where [_ :book/title ?t] [(< ?t "M")]]')
add("p-title-between", '[:find ?t :where [_ :book/title ?t] [(>= ?t "E")] [(< ?t "G")]]')
add("p-title-gt-emoji", '[:find ?t :where [_ :book/title ?t] [(> ?t "🦊")]]')
add("p-title-gt-fullwidth", '[:find ?t :where [_ :book/title ?t] [(>= ?t "ｚ")]]')
add("p-title-gt-lower", '[:find ?t :where [_ :book/title ?t] [(> ?t "z")]]')
add("p-name-range", '[:find ?n :where [_ :author/name ?n] [(>= ?n "A")] [(<= ?n "Z")]]')
add("p-name-gt-cyr", '[:find ?n :where [_ :author/name ?n] [(> ?n "Я")]]')
add("p-tag-range", '[:find ?g :where [_ :book/tags ?g] [(< ?g "c")]]')
add("p-compare-neg", '[:find ?t :where [_ :book/title ?t] [(compare ?t "Eclair") ?c] [(neg? ?c)]]')
add("p-compare-value", '[:find ?t ?c :where [_ :book/title ?t] [(clojure.string/starts-with? ?t "Z") ?z] [(true? ?z)] [(compare ?t "zebra") ?c]]')
add("p-title-count-emoji", '[:find ?t ?n :where [_ :book/title ?t] [(re-find #"🦊" ?t)] [(count ?t) ?n]]')
add("p-author-count-emoji", '[:find ?n . :where [?a :author/name "Zoë 🦊 Fox"] [(count "Zoë 🦊 Fox") ?n]]')
add("p-index-of-after-emoji", '[:find ?i . :where [?b :book/title "🦊 Fox Tales 🐾"] [(clojure.string/index-of "🦊 Fox Tales 🐾" "Fox") ?i]]')
add("p-last-index-emoji", '[:find ?i . :where [?b :book/title ?t] [(= ?t "🦊 Fox Tales 🐾")] [(clojure.string/last-index-of ?t "🐾") ?i]]')
add("p-subs-after-emoji", '[:find ?x . :where [?b :book/title ?t] [(= ?t "🦊 Fox Tales 🐾")] [(subs ?t 3 6) ?x]]')
add("p-format-width-emoji", '[:find ?x . :where [?b :book/tags "🦊"] [?b :book/title ?t] [(format "%-20s|" ?t) ?x]]')
add("p-format-num", '[:find ?t ?x :where [?b :book/title ?t] [?b :book/year ?y] [(< ?y 1900)] [(format "%s (%d)" ?t ?y) ?x]]')
add("p-format-float", '[:find ?t ?x :where [?b :book/title ?t] [?b :book/rating ?r] [(< ?r 2.0)] [(format "%.2f" ?r) ?x]]')
add("p-str-price", '[:find ?t ?x :where [?b :book/title ?t] [?b :book/price ?p] [(< ?p 3)] [(str ?p) ?x]]')
add("p-str-rating", '[:find ?t ?x :where [?b :book/title ?t] [?b :book/rating ?p] [(< ?p 2)] [(str "★" ?p) ?x]]')
add("p-str-kw", "[:find ?x :where [_ :book/subjects ?s] [(str ?s) ?x]]")
add("p-name-kw", "[:find ?x :where [_ :book/subjects ?s] [(name ?s) ?x] [(clojure.string/includes? ?x \"-\")]]")
add("p-kw-from-str", '[:find ?t :where [?b :book/tags ?g] [(= ?g "magic")] [(keyword "fantasy") ?k] [?b :book/subjects ?k] [?b :book/title ?t]]')
add("p-str-inst", '[:find ?x . :where [?a :author/name "Émile Zola"] [?a :author/born ?d] [(str ?d) ?x]]')
add("p-str-uuid", '[:find ?x . :where [?e :edition/id #uuid "00000000-0000-4000-8000-000000000101"] [(str #uuid "00000000-0000-4000-8000-000000000101") ?x]]')
add("p-join-tags", '[:find ?t ?x :where [?b :book/title ?t] [?b :book/lang :en] [(get-else $ ?b :book/subtitle "") ?s] [(vector ?t ?s) ?v] [(clojure.string/join " — " ?v) ?x]]')
add("p-split-then-count", '[:find ?t ?n :where [_ :book/title ?t] [(clojure.string/split ?t #"\\s+") ?ws] [(count ?ws) ?n] [(> ?n 4)]]')
add("p-split-trailing-empty", '[:find ?x . :where [?b :book/isbn "978-1-84-000002-8"] [?b :book/title ?t] [(clojure.string/split ?t #" ") ?x]]')
add("p-split-leading-empty", '[:find ?x . :where [?b :book/isbn "978-1-84-000001-1"] [?b :book/title ?t] [(clojure.string/split ?t #" ") ?x]]')
add("p-split-empty-string", '[:find ?x . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/subtitle ?s] [(clojure.string/split ?s #",") ?x]]')
add("p-split-limit-1", '[:find ?x . :where [?b :book/isbn "978-0-06-051275-1"] [?b :book/subtitle ?s] [(clojure.string/split ?s #"," 1) ?x]]')
add("p-split-limit-big", '[:find ?x . :where [?b :book/isbn "978-0-06-051275-1"] [?b :book/subtitle ?s] [(clojure.string/split ?s #"[ ,#]" 10) ?x]]')
add("p-split-lines-crlf", '[:find ?x . :in $ :where [(ground "a\\r\\nb\\n\\nc\\n") ?s] [(clojure.string/split-lines ?s) ?x]]')
add("p-capitalize-cjk", '[:find ?x . :in $ :where [(ground "ñandú ÑANDÚ") ?s] [(clojure.string/capitalize ?s) ?x]]')
add("p-upper-eszett", '[:find ?x . :in $ :where [(ground "straße") ?s] [(clojure.string/upper-case ?s) ?x]]')
add("p-lower-sigma", '[:find ?x . :in $ :where [(ground "ΟΔΥΣΣΕΥΣ") ?s] [(clojure.string/lower-case ?s) ?x]]')
add("p-upper-turkish", '[:find ?x . :in $ :where [(ground "ıi") ?s] [(clojure.string/upper-case ?s) ?x]]')
add("p-replace-dollar", '[:find ?x . :in $ :where [(ground "price: 5") ?s] [(clojure.string/replace ?s #"(\\d+)" "\\\\$$1") ?x]]')
add("p-replace-fn", '[:find ?x . :in $ :where [(ground "a-b-c") ?s] [(clojure.string/replace ?s "-" "+") ?x]]')
add("p-replace-first-str", '[:find ?x . :in $ :where [(ground "a-b-c") ?s] [(clojure.string/replace-first ?s "-" "+") ?x]]')
add("p-replace-first-group", '[:find ?t ?x :where [?b :book/lang :en] [?b :book/title ?t] [(clojure.string/replace-first ?t #"^(The|A) (.*)$" "$2, $1") ?x]]')
add("p-re-seq-groups", '[:find ?x . :where [?b :book/isbn "978-0-06-051275-1"] [?b :book/subtitle ?s] [(re-seq #"(\\w+) (\\w+)" ?s) ?x]]')
add("p-re-find-groups", '[:find ?x . :where [?b :book/isbn "978-0-06-051276-8"] [?b :book/subtitle ?s] [(re-find #"(\\w+) Cycle, #(\\d)" ?s) ?x]]')
add("p-re-matches-nil", '[:find ?t :where [_ :book/title ?t] [(re-matches #"[a-z ]+" ?t)]]')
add("p-re-matches-whole", '[:find ?t ?x :where [_ :book/title ?t] [(re-matches #"(\\p{Lu})(.*)" ?t) ?x] [(count ?t) ?n] [(< ?n 10)]]')
add("p-re-named-group", '[:find ?x . :in $ :where [(ground "ed. 2nd") ?s] [(re-find #"(?<n>\\d+)(?<suf>st|nd|rd|th)" ?s) ?x]]')
add("p-re-dotall", '[:find ?i :where [?r :review/text ?x] [(re-find #"(?s)it\\..*Read" ?x)] [?r :review/id ?i]]')
add("p-re-multiline", '[:find ?i ?y :where [?r :review/text ?x] [(re-seq #"(?m)^\\w+" ?x) ?y] [?r :review/id ?i] [(clojure.string/includes? ?x "\\n")]]')
add("p-re-word-unicode", '[:find ?t ?x :where [_ :book/title ?t] [(re-find #"\\w+" ?t) ?x] [(re-find #"[^\\x00-\\x7F]" ?t)]]')
add("p-count-nil-sub", '[:find ?t ?n :where [?b :book/title ?t] [(get-else $ ?b :book/sequel-of 0) ?s] [(= ?s 0)] [?b :book/lang :fr] [(count ?t) ?n]]')
add("p-distinct-lower", "[:find (distinct ?l) . :where [_ :book/tags ?g] [(clojure.string/lower-case ?g) ?l]]")
add("p-min-length", "[:find (min ?n) (max ?n) :where [_ :book/title ?t] [(count ?t) ?n]]")
add("p-reverse-palin", '[:find ?x :in $ :where [(ground ["abba" "Åbbå" "🦊x🦊" "ab"]) [?x ...]] [(clojure.string/reverse ?x) ?r] [(= ?x ?r)]]')
add("p-reverse-emoji", '[:find ?r . :in $ :where [(ground "a🦊b") ?x] [(clojure.string/reverse ?x) ?r]]')
add("p-join-coll", '[:find ?x . :in $ :where [(ground ["x" 1 :k nil 2.5]) ?v] [(clojure.string/join "," ?v) ?x]]')
add("p-join-nosep", '[:find ?x . :in $ :where [(ground ["é" "🦊" "漢"]) ?v] [(clojure.string/join ?v) ?x]]')
add("p-trim-nbsp", '[:find ?x . :in $ :where [(ground "\\u00a0x\\u00a0") ?s] [(clojure.string/trim ?s) ?x]]')
add("p-trim-tab-newline", '[:find ?x . :in $ :where [(ground "\\t x \\n") ?s] [(clojure.string/trim ?s) ?x]]')
add("p-blank-nbsp", '[:find ?x . :in $ :where [(ground "\\u00a0") ?s] [(clojure.string/blank? ?s) ?x]]')
add("p-blank-nil", "[:find ?x . :in $ :where [(ground 1) ?o] [(get {} :k) ?s] [(clojure.string/blank? ?s) ?x]]")
add("p-index-of-from", '[:find ?x . :in $ :where [(ground "banana") ?s] [(clojure.string/index-of ?s "a" 2) ?x]]')
add("p-last-index-of-from", '[:find ?x . :in $ :where [(ground "banana") ?s] [(clojure.string/last-index-of ?s "a" 4) ?x]]')
add("p-index-of-missing", '[:find ?t ?x :where [_ :book/title ?t] [(clojure.string/index-of ?t "zz") ?x]]')
add("p-starts-with-empty", '[:find (count ?t) . :where [_ :book/title ?t] [(clojure.string/starts-with? ?t "")]]')
add("p-includes-empty", '[:find (count ?x) . :where [_ :review/text ?x] [(clojure.string/includes? ?x "")]]')
add("p-str-concat-title-year", '[:find ?x :where [?b :book/lang :ru] [?b :book/title ?t] [?b :book/year ?y] [(str ?t " (" ?y ")") ?x]]')
add("p-subs-count", '[:find ?t ?x :where [?b :book/lang :ja] [?b :book/title ?t] [(count ?t) ?n] [(dec ?n) ?m] [(subs ?t ?m) ?x]]')
add("p-compare-case", '[:find ?c . :in $ :where [(ground "zebra") ?a] [(compare ?a "Zebra") ?c]]')
add("p-compare-accent", '[:find ?c . :in $ :where [(compare "éclair" "Eclair") ?c]]')
add("p-compare-emoji-fw", '[:find ?c . :in $ :where [(compare "😀" "ｚ") ?c]]')
add("p-max-fn-str", '[:find ?x . :in $ :where [(ground "b") ?a] [(max "a" ?a) ?x]]')
add("p-str-char-seq", '[:find ?x . :in $ :where [(ground "añ") ?s] [(seq ?s) ?cs] [(first ?cs) ?c] [(str ?c) ?x]]')
add("p-upper-nonstr", "[:find ?x :where [_ :book/lang ?l] [(clojure.string/upper-case ?l) ?x]]")
add("p-tags-case-insensitive", '[:find ?g :where [_ :book/tags ?g] [(clojure.string/lower-case ?g) ?l] [(= ?l "classic")]]')
add("p-like-search", '(q [:find ?t :in $ ?q :where [_ :book/title ?t] [(clojure.string/lower-case ?t) ?l] [(clojure.string/lower-case ?q) ?lq] [(clojure.string/includes? ?l ?lq)]] $ "EARTH")')
add("p-email-domain", '[:find ?n ?d :where [?m :member/email ?e] [?m :member/name ?n] [(clojure.string/split ?e #"@") ?p] [(second ?p) ?d]]')
add("p-email-lower", '[:find ?e :where [_ :member/email ?e] [(clojure.string/lower-case ?e) ?l] [(not= ?e ?l)]]')
add("p-email-re", '[:find ?c ?u :where [?m :member/email ?e] [?m :member/card ?c] [(re-find #"^([^@]+)@" ?e) [_ ?u]]]')
add("p-card-num", '[:find ?c ?n :where [_ :member/card ?c] [(subs ?c 2) ?s] [(parse-long ?s) ?n]]')
add("p-loan-id-format", '[:find ?i ?x :where [?l :loan/id ?i] [?l :loan/days ?d] [(neg? ?d)] [(format "%s:%3d" ?i ?d) ?x]]')

# ---- joins
add("j-book-author", "[:find ?t ?n :where [?b :book/authors ?a] [?a :author/name ?n] [?b :book/title ?t]]")
add("j-author-books-count", "[:find ?n (count ?b) :where [?b :book/authors ?a] [?a :author/name ?n]]")
add("j-coauthors", "[:find ?n1 ?n2 :where [?b :book/authors ?a1] [?b :book/authors ?a2] [(< ?a1 ?a2)] [?a1 :author/name ?n1] [?a2 :author/name ?n2]]")
add("j-country-lang", "[:find ?c ?l :where [?b :book/authors ?a] [?a :author/country ?c] [?b :book/lang ?l]]")
add("j-loan-member-book", "[:find ?n ?t :where [?l :loan/member ?m] [?m :member/name ?n] [?l :loan/book ?b] [?b :book/title ?t] [?l :loan/returned false]]")
add("j-review-author", "[:find ?an ?i :where [?r :review/book ?b] [?b :book/authors ?a] [?a :author/name ?an] [?r :review/id ?i]]")
add("j-member-reviewed-and-loaned", "[:find ?n ?t :where [?r :review/by ?m] [?r :review/book ?b] [?l :loan/member ?m] [?l :loan/book ?b] [?m :member/name ?n] [?b :book/title ?t]]")
add("j-edition-format-count", "[:find ?f (count ?e) :where [_ :book/editions ?e] [?e :edition/format ?f]]")
add("j-sequel-titles", "[:find ?t1 ?t2 :where [?a :book/sequel-of ?b] [?a :book/title ?t1] [?b :book/title ?t2]]")
add("j-reverse-ref", "[:find ?t :where [?a :author/name \"Ursula K. Le Guin\"] [?b :book/authors ?a] [?b :book/title ?t]]")
add("j-same-tag-diff-author", '[:find ?t1 ?t2 :where [?b1 :book/tags "classic"] [?b2 :book/tags "classic"] [(< ?b1 ?b2)] [?b1 :book/authors ?a1] (not [?b2 :book/authors ?a1]) [?b1 :book/title ?t1] [?b2 :book/title ?t2] [?b1 :book/lang :es]]')
add("j-same-title-ci", "[:find ?t1 ?t2 :where [?b1 :book/title ?t1] [?b2 :book/title ?t2] [(< ?t1 ?t2)] [(clojure.string/lower-case ?t1) ?l] [(clojure.string/lower-case ?t2) ?l]]")
add("j-title-join-trim", "[:find ?t1 ?t2 :where [?b1 :book/title ?t1] [?b2 :book/title ?t2] [(not= ?b1 ?b2)] [(clojure.string/trim ?t1) ?x] [(clojure.string/trim ?t2) ?y] [(clojure.string/split ?x #\" \") [?w1]] [(clojure.string/split ?y #\" \") [?w2]] [(= ?w1 ?w2)]]")
add("j-member-email-lookup", '[:find ?n . :where [?m :member/email "DAVE@EXAMPLE.COM"] [?m :member/name ?n]]')
add("j-tag-equals-subject-name", "[:find ?t ?g :where [?b :book/tags ?g] [?b :book/subjects ?s] [(name ?s) ?g] [?b :book/title ?t]]")
add("j-country-author-name-script", '[:find ?c ?n :where [?a :author/country ?c] [?a :author/name ?n] [(re-find #"^\\p{IsLatin}" ?c)] [(re-find #"^\\p{IsLatin}" ?n) ?x] [(nil? ?x)]]')
add("j-loans-per-lang", "[:find ?l (count ?ln) :where [?ln :loan/book ?b] [?b :book/lang ?l]]")
add("j-reviewers-of-emoji-books", '[:find ?n :where [?b :book/title ?t] [(re-find #"[\\x{1F300}-\\x{1FAFF}]" ?t)] [?r :review/book ?b] [?r :review/by ?m] [?m :member/name ?n]]')
add("j-edition-by-author", '[:find ?t ?no ?p :where [?a :author/name "村上春樹"] [?b :book/authors ?a] [?b :book/title ?t] [?b :book/editions ?e] [?e :edition/no ?no] [?e :edition/pages ?p]]')
add("j-cartesian-small", '[:find ?c ?l :where [?m :member/card ?c] [(contains? #{"M-001" "M-002"} ?c)] [_ :book/lang ?l] [(contains? #{:es :ja} ?l)]]')

# ---- aggregates
add("a-count-books", "[:find (count ?b) . :where [?b :book/isbn]]")
add("a-count-distinct-lang", "[:find (count-distinct ?l) . :where [_ :book/lang ?l]]")
add("a-min-title", "[:find (min ?t) . :where [_ :book/title ?t]]")
add("a-max-title", "[:find (max ?t) . :where [_ :book/title ?t]]")
add("a-min-max-author", "[:find (min ?n) (max ?n) :where [_ :author/name ?n]]")
add("a-min-max-tag", "[:find (min ?g) (max ?g) :where [_ :book/tags ?g]]")
add("a-min-title-per-lang", "[:find ?l (min ?t) :where [?b :book/lang ?l] [?b :book/title ?t]]")
add("a-max-title-per-lang", "[:find ?l (max ?t) :where [?b :book/lang ?l] [?b :book/title ?t]]")
add("a-min-n-titles", "[:find (min 3 ?t) . :where [_ :book/title ?t]]")
add("a-max-n-titles", "[:find (max 3 ?t) . :where [_ :book/title ?t]]")
add("a-distinct-subtitles", "[:find (distinct ?s) . :where [_ :book/subtitle ?s]]")
add("a-count-subtitles-with", "[:find (count ?s) . :with ?b :where [?b :book/subtitle ?s]]")
add("a-count-subtitles", "[:find (count ?s) . :where [?b :book/subtitle ?s]]")
add("a-sum-price", "[:find (sum ?p) . :where [_ :book/price ?p]]")
add("a-sum-price-with", "[:find (sum ?p) . :with ?b :where [?b :book/price ?p]]")
add("a-avg-rating", "[:find (avg ?r) . :with ?b :where [?b :book/rating ?r]]")
add("a-median-year", "[:find (median ?y) . :with ?b :where [?b :book/year ?y]]")
add("a-median-rating-lang", "[:find ?l (median ?r) :with ?b :where [?b :book/lang ?l] [?b :book/rating ?r]]")
add("a-avg-stars-book", "[:find ?t (avg ?s) (count ?r) :where [?r :review/book ?b] [?r :review/stars ?s] [?b :book/title ?t]]")
add("a-sum-fines", "[:find (sum ?f) . :with ?l :where [?l :loan/fine ?f]]")
add("a-sum-fines-member", "[:find ?n (sum ?f) :with ?l :where [?l :loan/member ?m] [?l :loan/fine ?f] [?m :member/name ?n]]")
add("a-max-fine", "[:find (max ?f) . :where [_ :loan/fine ?f]]")
add("a-sum-days", "[:find (sum ?d) . :with ?l :where [?l :loan/days ?d]]")
add("a-pages-per-format", "[:find ?f (sum ?p) (min ?p) (max ?p) :with ?e :where [?e :edition/format ?f] [?e :edition/pages ?p]]")
add("a-earliest-edition", "[:find (min ?d) . :where [_ :edition/published ?d]]")
add("a-latest-born", "[:find (max ?d) . :where [_ :author/born ?d]]")
add("a-count-tags-per-book", "[:find ?t (count ?g) :where [?b :book/tags ?g] [?b :book/title ?t]]")
add("a-count-distinct-words", '[:find (count-distinct ?w) . :where [_ :review/text ?x] [(re-seq #"\\p{L}+" ?x) [?w ...]]]')
add("a-distinct-words-lower", '[:find (distinct ?w) . :where [_ :review/text ?x] [(clojure.string/lower-case ?x) ?l] [(re-seq #"[a-z]+" ?l) [?w ...]] [(count ?w) ?n] [(> ?n 6)]]')
add("a-title-lengths", "[:find (sum ?n) (avg ?n) :with ?b :where [?b :book/title ?t] [(count ?t) ?n]]")
add("a-distinct-first-letters", '[:find (distinct ?c) . :where [_ :book/title ?t] [(clojure.string/trim ?t) ?x] [(re-find #"^." ?x) ?c]]')
add("a-count-by-first-letter", '[:find ?c (count ?b) :where [?b :book/title ?t] [(re-find #"^\\p{L}" ?t) ?c]]')
add("a-max-year-per-author", "[:find ?n (max ?y) :where [?b :book/authors ?a] [?a :author/name ?n] [?b :book/year ?y]]")
add("a-min-emoji-strings", '[:find (min ?x) (max ?x) :in $ :where [(ground ["😀" "ｚ" "a" "é" "Z"]) [?x ...]]]')
add("a-copies-sum", "[:find (sum ?c) . :with ?b :where [?b :book/copies ?c]]")
add("a-rating-min-max", "[:find (min ?r) (max ?r) :where [_ :book/rating ?r]]")
add("a-count-empty", '[:find (count ?b) . :where [?b :book/title "nope"]]')
add("a-sum-empty", '[:find (sum ?p) . :where [?b :book/title "nope"] [?b :book/price ?p]]')
add("a-stars-distribution", "[:find ?s (count ?r) :where [?r :review/stars ?s]]")
add("a-review-score-avg-member", "[:find ?n (avg ?s) :with ?r :where [?r :review/by ?m] [?m :member/name ?n] [?r :review/score ?s]]")
add("a-rand-free-count-with", "[:find ?l (count-distinct ?a) :where [?b :book/lang ?l] [?b :book/authors ?a]]")

# ---- ordering
for k, (f, w) in enumerate([("?t", "[_ :book/title ?t]"), ("?n", "[_ :author/name ?n]"), ("?g", "[_ :book/tags ?g]"),
                            ("?s", "[_ :author/sort-name ?s]"), ("?c", "[_ :author/country ?c]")]):
    add(f"o-asc-{k}", f"[:find {f} :where {w} :order-by [{f} :asc]]")
    add(f"o-desc-{k}", f"[:find {f} :where {w} :order-by [{f} :desc]]")
    add(f"o-limit-{k}", f"[:find {f} :where {w} :order-by [{f}] :limit 5]")
    add(f"o-offset-{k}", f"[:find {f} :where {w} :order-by [{f} :desc] :limit 4 :offset 3]")
add("o-two-keys", "[:find ?l ?t :where [?b :book/lang ?l] [?b :book/title ?t] :order-by [?l :asc ?t :desc]]")
add("o-year-title", "[:find ?y ?t :where [?b :book/year ?y] [?b :book/title ?t] [(< ?y 1960)] :order-by [?y :desc ?t]]")
add("o-lower-title", "[:find ?l ?t :where [_ :book/title ?t] [(clojure.string/lower-case ?t) ?l] :order-by [?l ?t]]")
add("o-trim-title", "[:find ?x :where [_ :book/title ?t] [(clojure.string/trim ?t) ?x] :order-by [?x] :limit 6]")
add("o-count-title", "[:find ?t ?n :where [_ :book/title ?t] [(count ?t) ?n] :order-by [?n :desc ?t :asc] :limit 8]")
add("o-price", "[:find ?t ?p :where [?b :book/price ?p] [?b :book/title ?t] :order-by [?p :desc] :limit 5]")
add("o-rating", "[:find ?t ?r :where [?b :book/rating ?r] [?b :book/title ?t] :order-by [?r ?t] :limit 6]")
add("o-agg", "[:find ?n (count ?b) :where [?b :book/authors ?a] [?a :author/name ?n] :order-by [1 :desc 0]]")
add("o-offset-only", "[:find ?t :where [_ :book/title ?t] :order-by [?t] :offset 28]")
add("o-offset-past", "[:find ?t :where [_ :book/title ?t] :order-by [?t] :offset 100]")
add("o-limit-nosort", "[:find (count ?t) . :where [_ :book/title ?t]]")
add("o-edition-date", "[:find ?d ?t :where [?b :book/editions ?e] [?e :edition/published ?d] [?b :book/title ?t] :order-by [?d :desc] :limit 5]")
add("o-born", "[:find ?n ?d :where [?a :author/born ?d] [?a :author/name ?n] :order-by [?d] :limit 5]")
add("o-mixed-script-tags", '[:find ?g :where [_ :book/tags ?g] [(re-find #"[^\\x00-\\x7F]" ?g)] :order-by [?g :desc]]')
add("o-keyword", "[:find ?s :where [_ :book/subjects ?s] :order-by [?s]]")
add("o-review-id", "[:find ?i ?s :where [?r :review/id ?i] [?r :review/score ?s] :order-by [?s :desc ?i] :limit 7]")
add("o-fine", "[:find ?i ?f :where [?l :loan/id ?i] [?l :loan/fine ?f] :order-by [?f :desc ?i :asc] :limit 10]")
add("o-emoji-ground", '[:find ?x :in $ :where [(ground ["😀" "ｚ" "a" "é" "Z" "🦊" "\\uffff" "漢"]) [?x ...]] :order-by [?x]]')

# ---- or / not
add("o-or-lang", "[:find ?t :where [?b :book/title ?t] (or [?b :book/lang :ja] [?b :book/lang :ko])]")
add("o-or-text", '[:find ?t :where [?b :book/title ?t] (or [(clojure.string/starts-with? ?t "The")] [(clojure.string/ends-with? ?t "s")])]')
add("o-or-join-tag-subject", '[:find ?t :where [?b :book/title ?t] (or-join [?b] [?b :book/tags "Earthsea"] [?b :book/subjects :poetry])]')
add("o-or-join-author-name", '[:find ?t :where [?b :book/title ?t] (or-join [?b] (and [?b :book/authors ?a] [?a :author/country "France"]) (and [?b :book/authors ?a] [?a :author/name ?n] [(re-find #"^\\p{IsCyrillic}" ?n)]))]')
add("o-not-tag", '[:find ?t :where [?b :book/lang :en] [?b :book/title ?t] (not [?b :book/tags "classic"])]')
add("o-not-join-reviewed", "[:find ?t :where [?b :book/title ?t] [?b :book/lang :en] (not-join [?b] [?r :review/book ?b])]")
add("o-not-pred", '[:find ?t :where [?b :book/title ?t] [?b :book/lang :en] (not [(re-find #"\\s" ?t)])]')
add("o-not-join-loaned-by-emoji", '[:find ?n :where [?m :member/name ?n] (not-join [?m] [?l :loan/member ?m] [?l :loan/returned false])]')
add("o-or-and-range", '[:find ?t :where [?b :book/title ?t] [?b :book/year ?y] (or (and [(< ?y 1850)]) (and [(> ?y 2019)] [(clojure.string/includes? ?t "o")]))]')
add("o-not-or", '[:find (count ?b) . :where [?b :book/isbn] (not (or [?b :book/lang :en] [?b :book/lang :es]))]')
add("o-or-join-review-words", '[:find ?i :where [?r :review/id ?i] (or-join [?r] (and [?r :review/text ?x] [(re-find #"(?i)classic|masterpiece|maestra" ?x)]) (and [?r :review/stars 5] [?r :review/score ?s] [(> ?s 4.8)]))]')

# ---- rules
add("r-sequel-chain", f'(q [:find ?t :in $ % :where [?a :book/isbn "978-0-06-051276-8"] (after ?a ?b) [?b :book/title ?t]] $ {SEQ})')
add("r-sequel-cycle", f'(q [:find ?t :in $ % :where [?a :book/isbn "978-1-84-000001-1"] (after ?a ?b) [?b :book/title ?t]] $ {SEQ})')
add("r-sequel-all", f"(q [:find ?t1 ?t2 :in $ % :where (after ?a ?b) [?a :book/title ?t1] [?b :book/title ?t2]] $ {SEQ})")
add("r-coauthors", f"(q [:find ?n1 ?n2 :in $ % :where (co ?a ?b) [?a :author/name ?n1] [?b :author/name ?n2]] $ {COAUTH})")
add("r-coauthor-of-borges", f'(q [:find ?n :in $ % :where (co [:author/name "Jorge Luis Borges"] ?b) [?b :author/name ?n]] $ {COAUTH})')
add("r-text-rule", '(q [:find ?t :in $ % :where (matches ?b "(?i)earth") [?b :book/title ?t]] $ [[(matches ?b ?p) [?b :book/title ?t] [(re-pattern ?p) ?r] [(re-find ?r ?t)]]])')
add("r-norm-rule", '(q [:find ?t ?k :in $ % :where [?b :book/title ?t] (norm ?t ?k) [(= ?k "eclair")]] $ [[(norm ?s ?k) [(clojure.string/trim ?s) ?a] [(clojure.string/lower-case ?a) ?k]]])')
add("r-two-branch", '(q [:find ?t :in $ % :where (short-or-emoji ?b) [?b :book/title ?t]] $ [[(short-or-emoji ?b) [?b :book/title ?t] [(count ?t) ?n] [(< ?n 8)]] [(short-or-emoji ?b) [?b :book/tags "emoji"]]])')
add("r-recursive-reach-author", f'(q [:find ?n :in $ % :where [?a :book/isbn "978-0-06-051276-8"] (after ?a ?b) [?b :book/authors ?x] [?x :author/name ?n]] $ {SEQ})')
add("r-rule-string-const", '(q [:find ?t :in $ % :where (tagged ?b "classic") [?b :book/title ?t] [?b :book/lang :ru]] $ [[(tagged ?b ?g) [?b :book/tags ?g]]])')
add("r-rule-kw-const", '(q [:find (count ?b) . :in $ % :where (subj ?b :fiction)] $ [[(subj ?b ?s) [?b :book/subjects ?s]]])')

# ---- inputs
add("i-scalar-title", '(q [:find ?i . :in $ ?t :where [?b :book/title ?t] [?b :book/isbn ?i]] $ "Truyện Kiều")')
add("i-scalar-emoji", '(q [:find ?i . :in $ ?t :where [?b :book/title ?t] [?b :book/isbn ?i]] $ "🦊 Fox Tales 🐾")')
add("i-scalar-space", '(q [:find ?i :in $ ?t :where [?b :book/title ?t] [?b :book/isbn ?i]] $ "Trailing Spaces")')
add("i-tuple", '(q [:find ?t :in $ [?l ?y] :where [?b :book/lang ?l] [?b :book/year ?y] [?b :book/title ?t]] $ [:en 2019])')
add("i-coll-titles", '(q [:find ?i :in $ [?t ...] :where [?b :book/title ?t] [?b :book/isbn ?i]] $ ["Germinal" "ノルウェイの森" "missing" ""])')
add("i-coll-names", '(q [:find ?n ?c :in $ [?n ...] :where [?a :author/name ?n] [?a :author/country ?c]] $ ["김영하" "محمود درويش" "Nguyễn Du"])')
add("i-relation", '(q [:find ?t ?label :in $ [[?isbn ?label]] :where [?b :book/isbn ?isbn] [?b :book/title ?t]] $ [["978-0-8112-0012-7" "★"] ["978-5-389-01006-7" "📚"] ["nope" "x"]])')
add("i-lookup-ref", f'(q [:find ?t . :in $ ?b :where [?b :book/title ?t]] $ {B("978-91-29-68820-1")})')
add("i-lookup-ref-author", f'(q [:find ?t :in $ ?a :where [?b :book/authors ?a] [?b :book/title ?t]] $ {A("Émile Zola")})')
add("i-lookup-ref-coll", f'(q [:find ?t :in $ [?b ...] :where [?b :book/title ?t]] $ [{B("978-0-06-088328-7")} {B("978-89-546-0001-2")}])')
add("i-regex-input", '(q [:find ?t :in $ ?re :where [_ :book/title ?t] [(re-pattern ?re) ?p] [(re-find ?p ?t)]] $ "^\\\\p{Lu}{2}")')
add("i-prefix-input", '(q [:find ?t :in $ ?pre :where [_ :book/title ?t] [(clojure.string/starts-with? ?t ?pre)]] $ "Th")')
add("i-range-input", '(q [:find ?t :in $ ?lo ?hi :where [_ :book/title ?t] [(>= ?t ?lo)] [(< ?t ?hi)]] $ "A" "F")')
add("i-coll-tags-and", '(q [:find ?t :in $ [?g ...] :where [?b :book/tags ?g] [?b :book/title ?t]] $ ["Earthsea" "東京"])')
add("i-sep-input", '(q [:find ?x . :in $ ?sep :where [?b :book/isbn "978-0-06-051275-1"] [?b :book/tags ?g] [(= ?g "Earthsea")] [(clojure.string/split ?g #"") ?cs] [(clojure.string/join ?sep ?cs) ?x]] $ "·")')
add("i-two-sources", '(q [:find ?t ?note :in $ $notes :where [$notes ?isbn ?note] [?b :book/isbn ?isbn] [?b :book/title ?t]] $ [["978-0-06-088328-7" "nota"] ["978-4-10-353422-7" "メモ"]])')
add("i-format-input", '(q [:find ?x :in $ ?fmt :where [?b :book/lang :pl] [?b :book/title ?t] [(format ?fmt ?t) ?x]] $ "«%s»")')
add("i-empty-coll", '(q [:find ?t :in $ [?t ...] :where [_ :book/title ?t]] $ [])')
add("i-keyword-coll", '(q [:find ?l (count ?b) :in $ [?l ...] :where [?b :book/lang ?l]] $ [:fr :de :xx])')
add("i-email-lookup", '(q [:find ?n . :in $ ?m :where [?m :member/name ?n]] $ [:member/email "sakura@example.jp"])')

# ---- pull
add("pl-book", f"(pull [:book/title :book/subtitle :book/year :book/tags] {B('978-0-14-118280-3')})")
add("pl-book-star", f"(pull [*] {B('978-1-84-000003-5')})")
add("pl-book-authors", f"(pull [:book/title {{:book/authors [:author/name :author/country]}}] {B('978-1-84-000008-0')})")
add("pl-author-reverse", f"(pull [:author/name {{:book/_authors [:book/title]}}] {A('Gabriel García Márquez')})")
add("pl-author-unicode", f"(pull [*] {A('محمود درويش')})")
add("pl-author-padded", f"(pull [:author/sort-name :author/born] {A('  Padded Name ')})")
add("pl-editions", f"(pull [:book/title {{:book/editions [:edition/no :edition/format :edition/pages]}}] {B('978-5-389-01006-7')})")
add("pl-sequel-recursive", f"(pull [:book/title {{:book/sequel-of ...}}] {B('978-1-84-000001-1')})")
add("pl-sequel-depth", f"(pull [:book/title {{:book/sequel-of 1}}] {B('978-0-06-051276-8')})")
add("pl-default", f"(pull [:book/title [:book/sequel-of :default :none]] {B('978-0-8112-0012-7')})")
add("pl-as", f'(pull [[:book/title :as "Título"] [:book/isbn :as :id]] {B("978-0-06-088328-7")})')
add("pl-limit-tags", f"(pull [[:book/tags :limit 1]] {B('978-0-441-47812-5')})")
add("pl-missing-entity", f"(pull [:book/title] {B('000-0')})")
add("pl-review", '(pull [:review/text :review/stars {:review/by [:member/name]} {:review/book [:book/title]}] [:review/id "R01"])')
add("pl-member-reverse", '(pull [:member/name {:loan/_member [:loan/id :loan/days]}] [:member/card "M-004"])')
add("pl-find", '[:find (pull ?b [:book/title :book/lang]) :where [?b :book/tags "东京"]]')
add("pl-find-cjk", '[:find (pull ?b [:book/title :book/lang]) :where [?b :book/tags "東京"]]')
add("pl-find-author", '[:find (pull ?a [:author/name]) ?t :where [?b :book/authors ?a] [?b :book/title ?t] [(clojure.string/starts-with? ?t "The")]]')
add("pl-find-review-text", "[:find [(pull ?r [:review/id :review/text]) ...] :where [?r :review/stars 1]]")
add("pl-edition-uuid", '(pull [:edition/pages :edition/published {:book/_editions [:book/title]}] [:edition/id #uuid "00000000-0000-4000-8000-000000000600"])')
add("pl-wildcard-edition-nested", f"(pull [:book/title {{:book/editions [*]}}] {B('978-0-8112-0012-7')})")
add("pl-empty-subtitle", f"(pull [:book/subtitle :book/copies :book/price] {B('978-1-84-000002-8')})")

# ---- writes then reads
add("w-add-book", '(with [{:book/isbn "978-9-99-999999-9" :book/title "Nuevo título ✨" :book/subtitle "" :book/lang :es}] [:find ?t ?l :where [?b :book/isbn "978-9-99-999999-9"] [?b :book/title ?t] [?b :book/lang ?l]])')
add("w-upsert-title", f'(with [{{:book/isbn "978-2-07-036024-5" :book/title "Germinal (édition critique)"}}] [:find ?t :where [?b :book/isbn "978-2-07-036024-5"] [?b :book/title ?t]])')
add("w-upsert-author-unicode", '(with [{:author/name "村上春樹" :author/country "Japan"}] [:find ?c :where [?a :author/name "村上春樹"] [?a :author/country ?c]])')
add("w-upsert-author-count", '(with [{:author/name "村上春樹" :author/country "Japan"}] [:find (count ?a) . :where [?a :author/name]])')
add("w-new-author-tempid", '(with [{:db/id "x" :author/name "Ngũgĩ wa Thiong\'o"} {:book/isbn "978-0-00-000000-2" :book/title "Weep Not, Child" :book/authors ["x"]}] [:find ?n :where [?b :book/isbn "978-0-00-000000-2"] [?b :book/authors ?a] [?a :author/name ?n]])')
add("w-retract-tag", f'(with [[:db/retract {B("978-0-441-47812-5")} :book/tags "Hugo"]] [:find [?g ...] :where [?b :book/isbn "978-0-441-47812-5"] [?b :book/tags ?g]])')
add("w-add-tag", f'(with [[:db/add {B("978-0-441-47812-5")} :book/tags "🌌"]] [:find [?g ...] :where [?b :book/isbn "978-0-441-47812-5"] [?b :book/tags ?g]])')
add("w-cas-ok", f'(with [[:db/cas {B("978-0-8112-0012-7")} :book/subtitle "" "Cuentos"]] [:find ?s . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/subtitle ?s]])')
add("w-cas-fail", f'(with [[:db/cas {B("978-0-8112-0012-7")} :book/subtitle "x" "Cuentos"]] [:find ?s . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/subtitle ?s]])')
add("w-cas-price", f'(with [[:db/cas {B("978-0-8112-0012-7")} :book/price 12.00M 13.50M]] [:find ?p . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/price ?p]])')
add("w-retract-entity-book", f'(with [[:db.fn/retractEntity {B("978-5-389-01006-7")}]] [:find (count ?e) . :where [?e :edition/id]])')
add("w-retract-entity-author", f'(with [[:db/retractEntity {A("Émile Zola")}]] [:find ?t :where [?b :book/lang :fr] [?b :book/title ?t] (not [?b :book/authors _])])')
add("w-rename-then-lookup", f'(with [[:db/add {A("Jorge Luis Borges")} :author/name "J. L. Borges"]] [:find ?t :where [?a :author/name "J. L. Borges"] [?b :book/authors ?a] [?b :book/title ?t]])')
add("w-trim-title-fix", f'(with [[:db/add {B("978-1-84-000002-8")} :book/title "Trailing Spaces"]] [:find ?t :where [_ :book/title ?t] [(clojure.string/starts-with? ?t "Trailing")]])')
add("w-new-review-newline", '(with [{:review/id "R99" :review/book [:book/isbn "978-0-8112-0012-7"] :review/text "Line1\\nLine2\\r\\nLine3" :review/stars 4}] [:find ?x . :where [?r :review/id "R99"] [?r :review/text ?t] [(clojure.string/split-lines ?t) ?x]])')
add("w-component-add", f'(with [{{:db/id {B("978-0-8112-0012-7")} :book/editions [{{:edition/id #uuid "99999999-0000-4000-8000-000000000001" :edition/no 9 :edition/format :audio}}]}}] [:find ?f (count ?e) :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/editions ?e] [?e :edition/format ?f]])')
add("w-sequel-new", f'(with [[:db/add {B("978-0-06-051275-1")} :book/sequel-of {B("978-0-06-051275-1")}]] [:find ?t :where [?b :book/sequel-of ?b] [?b :book/title ?t]])')
add("w-member-email-unique-violation", '(with [{:member/card "M-099" :member/email "ana@example.org"}] [:find (count ?m) . :where [?m :member/card]])')
add("w-upsert-email-value", '(with [{:member/card "M-001" :member/email "ana2@example.org"}] [:find ?e . :where [?m :member/card "M-001"] [?m :member/email ?e]])')
add("w-loan-new-ref-lookup", '(with [{:loan/id "L-900" :loan/book [:book/isbn "978-4-10-353422-7"] :loan/member [:member/email "chloe@example.fr"] :loan/days 14 :loan/fine 0.00M}] [:find ?n ?t :where [?l :loan/id "L-900"] [?l :loan/member ?m] [?m :member/name ?n] [?l :loan/book ?b] [?b :book/title ?t]])')
add("w-retract-subtitle", f'(with [[:db/retract {B("978-0-14-118280-3")} :book/subtitle "y otros relatos"]] [:find ?t :where [?b :book/title ?t] [?b :book/lang :es] [(missing? $ ?b :book/subtitle)]])')
add("w-retract-wrong-value", f'(with [[:db/retract {B("978-0-14-118280-3")} :book/subtitle "Y OTROS RELATOS"]] [:find ?s . :where [?b :book/isbn "978-0-14-118280-3"] [?b :book/subtitle ?s]])')
add("w-many-tags-set", '(with [{:book/isbn "978-1-11-111111-1" :book/title "Tagged" :book/tags #{"ａ" "a" "A" "á"}}] [:find ?g :where [?b :book/isbn "978-1-11-111111-1"] [?b :book/tags ?g] :order-by [?g]])')
add("w-then-min", '(with [{:book/isbn "978-1-11-111111-2" :book/title "\\u0000first?"}] [:find (min ?t) . :where [_ :book/title ?t]])')
add("w-emoji-identity", '(with [{:author/name "🦊" :author/country "🌍"} {:author/name "🦊" :author/sort-name "fox"}] [:find ?c ?s :where [?a :author/name "🦊"] [?a :author/country ?c] [?a :author/sort-name ?s]])')
add("w-bigint-copies", f'(with [[:db/add {B("978-0-8112-0012-7")} :book/copies 12345678901234567890N]] [:find ?c . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/copies ?c]])')
add("w-bigdec-price", f'(with [[:db/add {B("978-0-8112-0012-7")} :book/price 12.000M]] [:find ?p . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/price ?p]])')

# ---- errors (should fail on both)
add("e-subs-out-of-range", '[:find ?x :where [_ :book/title ?t] [(subs ?t 0 100) ?x]]')
add("e-subs-neg", '[:find ?x :where [_ :book/title ?t] [(subs ?t -1) ?x]]')
add("e-subs-start-gt-end", '[:find ?x . :in $ :where [(ground "abc") ?t] [(subs ?t 2 1) ?x]]')
add("e-re-bad", '[:find ?t :where [_ :book/title ?t] [(re-pattern "(unclosed") ?p] [(re-find ?p ?t)]]')
add("e-unbound-var", "[:find ?t :where [_ :book/title ?x]]")
add("e-unknown-fn", "[:find ?x :where [_ :book/title ?t] [(clojure.string/shout ?t) ?x]]")
add("e-trim-nonstr", "[:find ?x :where [_ :book/year ?y] [(clojure.string/trim ?y) ?x]]")
add("e-format-bad", '[:find ?x . :in $ :where [(ground 5) ?n] [(format "%d" "five") ?x]]')
add("e-parse-long-nonnum", '[:find ?x :where [_ :book/isbn ?i] [(int ?i) ?x]]')
add("e-lookup-missing", '(q [:find ?t . :in $ ?b :where [?b :book/title ?t]] $ [:book/isbn "no-such"])')
add("e-lookup-nonunique", '(q [:find ?t . :in $ ?b :where [?b :book/title ?t]] $ [:book/title "Germinal"])')
add("e-unique-conflict", '(with [{:author/name "Jorge Luis Borges" :db/id [:author/name "村上春樹"]}] [:find (count ?a) . :where [?a :author/name]])')
add("e-cas-wrong-attr-type", f'(with [[:db/add {B("978-0-8112-0012-7")} :book/year "1944"]] [:find ?y . :where [?b :book/isbn "978-0-8112-0012-7"] [?b :book/year ?y]])')
add("p-get-nil-no-row", "[:find ?x :where [?m :member/card ?c] [(get {} ?c) ?e] [(clojure.string/split ?e #\"@\") ?x]]")
add("e-count-long", "[:find ?x :where [_ :book/year ?y] [(count ?y) ?x]]")
add("e-index-of-nil", "[:find ?x :where [_ :book/title ?t] [(clojure.string/index-of ?t nil) ?x]]")
add("e-missing-in", '(q [:find ?t :in $ ?x :where [_ :book/title ?t] [(= ?t ?x)]] $)')
add("e-order-by-unknown", "[:find ?t :where [_ :book/title ?t] :order-by [?y]]")
add("e-compare-str-num", '[:find ?c :where [_ :book/title ?t] [(compare ?t 1) ?c]]')

# ---- generated: per-book text processing (volume)
BOOK_ISBNS = ["978-0-06-088328-7", "978-0-8112-0012-7", "978-4-10-100141-4", "978-4-10-353422-7", "978-5-17-090630-7",
              "978-2-253-00495-3", "978-91-29-68820-1", "978-81-7028-123-4", "978-604-1-00001-1", "978-83-08-04120-9",
              "978-9953-21-123-4", "978-1-84-000001-1", "978-1-84-000002-8", "978-1-84-000003-5", "978-1-84-000004-2",
              "978-1-84-000007-3", "978-89-546-0001-2", "978-1-84-000008-0", "978-1-84-000010-3", "978-1-84-000012-7"]
for k, isbn in enumerate(BOOK_ISBNS[::3]):
    add(f"g-slug-{k}", f'[:find ?x . :where [?b :book/isbn "{isbn}"] [?b :book/title ?t] [(clojure.string/trim ?t) ?a] [(clojure.string/lower-case ?a) ?l] [(clojure.string/replace ?l #"[^\\p{{L}}\\p{{N}}]+" "-") ?x]]')
    add(f"g-card-{k}", f'[:find ?x . :where [?b :book/isbn "{isbn}"] [?b :book/title ?t] [?b :book/year ?y] [(get-else $ ?b :book/subtitle "") ?s] [(format "%-12s|%5s|%s" ?t ?y ?s) ?x]]')
    add(f"g-len-{k}", f'[:find ?n ?u ?c . :where [?b :book/isbn "{isbn}"] [?b :book/title ?t] [(count ?t) ?n] [(clojure.string/upper-case ?t) ?u] [(clojure.string/capitalize ?t) ?c]]')
    add(f"g-words-{k}", f'[:find ?w :where [?b :book/isbn "{isbn}"] [?b :book/title ?t] [(re-seq #"[\\p{{L}}\\p{{M}}]+" ?t) [?w ...]]]')
    add(f"g-initials-{k}", f'[:find ?x . :where [?b :book/isbn "{isbn}"] [?b :book/authors ?a] [?a :author/name ?n] [(clojure.string/split ?n #"\\s+") ?ps] [(clojure.string/join "/" ?ps) ?x]]')
    add(f"g-pull-{k}", f"(pull [:book/title :book/isbn :book/lang {{:book/authors [:author/name]}} [:book/tags :default []]] {B(isbn)})")
    add(f"g-edit-{k}", f'(with [[:db/add {B(isbn)} :book/subtitle "✎ edited"]] [:find ?s ?x :where [?b :book/isbn "{isbn}"] [?b :book/subtitle ?s] [(clojure.string/replace-first ?s "✎ " "") ?x]])')
for k, c in enumerate(["M-001", "M-004", "M-005", "M-006"]):
    add(f"g-member-loans-{k}", f'[:find ?i ?t :where [?m :member/card "{c}"] [?l :loan/member ?m] [?l :loan/id ?i] [?l :loan/book ?b] [?b :book/title ?t]]')
    add(f"g-member-fines-{k}", f'[:find (sum ?f) (count ?f) :with ?l :where [?m :member/card "{c}"] [?l :loan/member ?m] [?l :loan/fine ?f]]')
    add(f"g-member-greeting-{k}", f'[:find ?x . :where [?m :member/card "{c}"] [?m :member/name ?n] [(clojure.string/blank? ?n) ?bl] [(str "Hola, " ?n "!") ?x]]')
    add(f"g-member-pull-{k}", f'(pull [:member/name :member/email {{:review/_by [:review/stars]}}] [:member/card "{c}"])')
for k in range(0, 15, 2):
    rid = f"R{k:02d}"
    add(f"g-review-snippet-{k}", f'[:find ?x . :where [?r :review/id "{rid}"] [?r :review/text ?t] [(count ?t) ?n] [(min ?n 10) ?m] [(subs ?t 0 ?m) ?x]]')
    add(f"g-review-stats-{k}", f'[:find ?lines ?chars ?upper . :where [?r :review/id "{rid}"] [?r :review/text ?t] [(clojure.string/split-lines ?t) ?ls] [(count ?ls) ?lines] [(count ?t) ?chars] [(clojure.string/upper-case ?t) ?upper]]')
    add(f"g-review-redact-{k}", f'[:find ?x . :where [?r :review/id "{rid}"] [?r :review/text ?t] [(clojure.string/replace ?t #"(?i)[aeiouáéíóúäöü]" "•") ?x]]')
for k, a in enumerate(["Gabriel García Márquez", "村上春樹", "Фёдор Достоевский", "Émile Zola", "Zoë 🦊 Fox", "  Padded Name "]):
    add(f"g-author-books-{k}", f'(q [:find ?t :in $ ?a :where [?b :book/authors ?a] [?b :book/title ?t]] $ {A(a)})')
    add(f"g-author-label-{k}", f'[:find ?x . :where [?a :author/name {s(a)}] [?a :author/country ?c] [(clojure.string/upper-case ?c) ?u] [(str ?u " · " ?c) ?x]]')
    add(f"g-author-born-{k}", f'[:find ?x . :where [?a :author/name {s(a)}] [?a :author/born ?d] [(format "%tY" ?d) ?x]]')
add("e-max-str-num", '[:find (max ?x) . :in $ :where [(ground ["a" 1]) [?x ...]]]')

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries")
