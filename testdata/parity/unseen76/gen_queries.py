#!/usr/bin/env python3
"""Writes queries.edn of the unseen76 parity corpus (deterministic).
Emphasis: text processing as applications write it (Java regexes,
clojure.string, subs/format/Java String methods), ~20% mistakes."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


# ---- text functions applied to headlines: (name, fn-clause using ?h binding ?x)
HF = [
    ("lower", r'[(clojure.string/lower-case ?h) ?x]'),
    ("upper", r'[(clojure.string/upper-case ?h) ?x]'),
    ("capitalize", r'[(clojure.string/capitalize ?h) ?x]'),
    ("trim", r'[(clojure.string/trim ?h) ?x]'),
    ("triml", r'[(clojure.string/triml ?h) ?x]'),
    ("trimr", r'[(clojure.string/trimr ?h) ?x]'),
    ("count", r'[(count ?h) ?x]'),
    ("subs-0-5", r'[(count ?h) ?n] [(>= ?n 5)] [(subs ?h 0 5) ?x]'),
    ("subs-3", r'[(count ?h) ?n] [(>= ?n 3)] [(subs ?h 3) ?x]'),
    ("refind-digits", r'[(re-find #"\d+" ?h) ?x]'),
    ("refind-pct", r'[(re-find #"(\d+(?:\.\d+)?)\s?%" ?h) ?x]'),
    ("refind-year", r'[(re-find #"\b(19|20)\d{2}\b" ?h) ?x]'),
    ("reseq-words", r'[(re-seq #"\w+" ?h) ?x]'),
    ("reseq-letters", r'[(re-seq #"\p{L}+" ?h) ?x]'),
    ("reseq-latin", r'[(re-seq #"\p{IsLatin}+" ?h) ?x]'),
    ("reseq-han", r'[(re-seq #"\p{IsHan}+" ?h) ?x]'),
    ("reseq-cyr", r'[(re-seq #"\p{IsCyrillic}+" ?h) ?x]'),
    ("reseq-upper", r'[(re-seq #"\p{Lu}\p{Ll}+" ?h) ?x]'),
    ("rematch-ascii", r'[(re-matches #"[\x20-\x7E]*" ?h) ?x]'),
    ("rematch-i", r'[(re-matches #"(?i).*the.*" ?h) ?x]'),
    ("rematch-groups", r'[(re-matches #"(\S+)\s+(.*)" ?h) ?x]'),
    ("rematch-named", r'[(re-matches #"(?<first>\p{L}+)\W+(?<rest>.*)" ?h) ?x]'),
    ("lookahead", r'[(re-seq #"\d+(?=%)" ?h) ?x]'),
    ("neg-lookahead", r'[(re-seq #"\b\d+\b(?!%)" ?h) ?x]'),
    ("lookbehind", r'[(re-seq #"(?<=\s)\p{Lu}\w*" ?h) ?x]'),
    ("neg-lookbehind", r'[(re-seq #"(?<![\w-])\d{2}" ?h) ?x]'),
    ("backref-dup", r'[(re-find #"(?i)\b(\w+)\s+\1\b" ?h) ?x]'),
    ("backref-named", r'[(re-find #"(?<w>\w+) \k<w>" ?h) ?x]'),
    ("backref-letter", r'[(re-seq #"(\p{L})\1" ?h) ?x]'),
    ("flag-x", r'[(re-find #"(?x) \d+ \s* % # percent" ?h) ?x]'),
    ("flag-iu", r'[(re-seq #"(?iu)é\w*" ?h) ?x]'),
    ("replace-digits", r'[(clojure.string/replace ?h #"\d" "#") ?x]'),
    ("replace-ws", r'[(clojure.string/replace ?h #"\s+" " ") ?x]'),
    ("replace-group", r'[(clojure.string/replace ?h #"(\d+)%" "$1 percent") ?x]'),
    ("replace-named", r'[(clojure.string/replace ?h #"(?<n>\d+)" "<${n}>") ?x]'),
    ("replace-swap", r'[(clojure.string/replace ?h #"(\w+) (\w+)" "$2 $1") ?x]'),
    ("replace-first", r'[(clojure.string/replace-first ?h #"\p{L}+" "X") ?x]'),
    ("replace-first-str", r'[(clojure.string/replace-first ?h "e" "E") ?x]'),
    ("replace-str", r'[(clojure.string/replace ?h "a" "4") ?x]'),
    ("replace-dollar-lit", r'[(clojure.string/replace ?h #"%" "\\$") ?x]'),
    ("replace-fn-upper", r'[(clojure.string/replace ?h #"\b\w" clojure.string/upper-case) ?x]'),
    ("replace-quote", r'[(clojure.string/replace ?h #"\d+" (clojure.string/re-quote-replacement "$0")) ?x]'),
    ("replace-lookbehind", r'[(clojure.string/replace ?h #"(?<=\d)(?=(\d{3})+\b)" ",") ?x]'),
    ("split-ws", r'[(clojure.string/split ?h #"\s+") ?x]'),
    ("split-limit", r'[(clojure.string/split ?h #" " 2) ?x]'),
    ("split-punct", r'[(clojure.string/split ?h #"[\p{Punct}\s]+") ?x]'),
    ("split-empty", r'[(clojure.string/split ?h #"") ?x]'),
    ("split-neg-limit", r'[(clojure.string/split ?h #"a" -1) ?x]'),
    ("index-of", r'[(clojure.string/index-of ?h "e") ?x]'),
    ("last-index-of", r'[(clojure.string/last-index-of ?h "e") ?x]'),
    ("index-of-from", r'[(clojure.string/index-of ?h " " 5) ?x]'),
    ("starts", r'[(clojure.string/starts-with? ?h "E") ?x]'),
    ("ends", r'[(clojure.string/ends-with? ?h "!") ?x]'),
    ("includes", r'[(clojure.string/includes? ?h "2") ?x]'),
    ("escape", r'[(clojure.string/escape ?h {\a "A" \e "3" \space "_"}) ?x]'),
    ("reverse", r'[(clojure.string/reverse ?h) ?x]'),
    ("blank", r'[(clojure.string/blank? ?h) ?x]'),
    ("join-words", r'[(re-seq #"\w+" ?h) ?ws] [(clojure.string/join "|" ?ws) ?x]'),
    ("format-width", r'[(format "[%-12.12s]" ?h) ?x]'),
    ("format-right", r'[(format "%30s|" ?h) ?x]'),
    ("format-count", r'[(count ?h) ?n] [(format "%05d:%s" ?n ?h) ?x]'),
    ("java-upper", r'[(.toUpperCase ?h) ?x]'),
    ("java-lower", r'[(.toLowerCase ?h) ?x]'),
    ("java-indexof", r'[(.indexOf ?h "a") ?x]'),
    ("java-matches", r'[(.matches ?h ".*\\d.*") ?x]'),
    ("java-replaceall", r'[(.replaceAll ?h "[aeiou]" "*") ?x]'),
    ("java-replaceall-group", r'[(.replaceAll ?h "(\\p{L})(\\p{L}*)" "$2$1") ?x]'),
    ("java-split", r'[(.split ?h " ") ?arr] [(count ?arr) ?x]'),
    ("java-length", r'[(.length ?h) ?x]'),
    ("java-trim", r'[(.trim ?h) ?x]'),
    ("java-startswith", r'[(.startsWith ?h "the") ?x]'),
    ("java-substring", r'[(.length ?h) ?n] [(> ?n 8) ] [(.substring ?h 2 8) ?x]'),
    ("java-charat", r'[(.length ?h) ?n] [(> ?n 0)] [(.charAt ?h 0) ?x]'),
    ("java-isempty", r'[(.isEmpty ?h) ?x]'),
    ("str-concat", r'[(str "<" ?h ">") ?x]'),
    ("re-pattern-i", r'[(re-pattern "(?i)^[a-zé]") ?p] [(re-find ?p ?h) ?x]'),
    ("re-pattern-build", r'[(str "(?i)" "ma") ?ps] [(re-pattern ?ps) ?p] [(re-seq ?p ?h) ?x]'),
    ("split-lines-h", r'[(clojure.string/split-lines ?h) ?x]'),
    ("emoji-seq", r'[(re-seq #"[\x{1F300}-\x{1FAFF}]" ?h) ?x]'),
    ("surrogate-count", r'[(re-seq #"." ?h) ?cs] [(count ?cs) ?x]'),
    ("lower-turkish", r'[(clojure.string/lower-case ?h) ?l] [(= ?l ?h) ?x]'),
    ("caps-words", r'[(re-seq #"\b[A-Z]{2,}\b" ?h) ?x]'),
    ("name-dash", r'[(clojure.string/replace ?h #"[^\p{L}\p{N}]+" "-") ?y] [(clojure.string/lower-case ?y) ?x]'),
    ("posix-alpha", r'[(re-seq #"\p{Alpha}+" ?h) ?x]'),
    ("quote-qe", r'[(re-find #"\Q2.1%\E" ?h) ?x]'),
    ("dotall", r'[(re-find #"(?s)M.*" ?h) ?x]'),
    ("multiline", r'[(re-seq #"(?m)^\S+" ?h) ?x]'),
]
for n, fn in HF:
    add(f"h-{n}", f"[:find ?s ?x :where [?a :article/slug ?s] [?a :article/headline ?h] {fn}]")

# ---- same on bodies (multi-line, tabs, urls, emails)
BF = [
    ("split-lines", r'[(clojure.string/split-lines ?h) ?x]'),
    ("multiline-starts", r'[(re-seq #"(?m)^\w+" ?h) ?x]'),
    ("multiline-ends", r'[(re-seq #"(?m)\.$" ?h) ?x]'),
    ("dotall-span", r'[(re-find #"(?s)one.*two" ?h) ?x]'),
    ("no-dotall-span", r'[(re-find #"one.*two" ?h) ?x]'),
    ("url", r'[(re-find #"https?://([^/\s]+)(/\S*)?" ?h) ?x]'),
    ("phone", r'[(re-seq #"\+\d{1,2}(?:[ -]\d+)+" ?h) ?x]'),
    ("decimals", r'[(re-seq #"\d+\.\d+" ?h) ?x]'),
    ("date-named", r'[(re-find #"(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})" ?h) ?x]'),
    ("date-rewrite", r'[(clojure.string/replace ?h #"(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})" "${d}/${m}/${y}") ?x]'),
    ("tabs", r'[(clojure.string/split ?h #"\t") ?x]'),
    ("repeat-words", r'[(re-seq #"\b(\w+) \1\b" ?h) ?x]'),
    ("accent-words", r'[(re-seq #"\w*[à-ÿ]\w*" ?h) ?x]'),
    ("unicode-word", r'[(re-seq #"(?U)\w+" ?h) ?x]'),
    ("word-count", r'[(re-seq #"\S+" ?h) ?ws] [(count ?ws) ?x]'),
    ("camel", r'[(re-seq #"(?<=[a-z])(?=[A-Z])" ?h) ?m] [(count ?m) ?x]'),
    ("camel-split", r'[(clojure.string/split ?h #"(?<=[a-z])(?=[A-Z])") ?x]'),
    ("escape-nl", r'[(clojure.string/escape ?h {\newline "\\n" \tab "\\t"}) ?x]'),
    ("count-body", r'[(count ?h) ?x]'),
    ("upper-all", r'[(.toUpperCase ?h) ?x]'),
    ("index-of-dot", r'[(clojure.string/index-of ?h ".") ?x]'),
    ("sentences", r'[(clojure.string/split ?h #"(?<=[.!?])\s+") ?x]'),
    ("first-line", r'[(clojure.string/split-lines ?h) ?ls] [(first ?ls) ?x]'),
    ("trim-newline", r'[(clojure.string/trim-newline ?h) ?x]'),
    ("emoji-modifier", r'[(re-seq #"\p{So}" ?h) ?x]'),
]
for n, fn in BF:
    add(f"body-{n}", f"[:find ?s ?x :where [?a :article/slug ?s] [?a :article/body ?h] {fn}]")

# ---- predicates with regexes (filter style)
PF = [
    ("has-digit", r'[(re-find #"\d" ?h)]'),
    ("all-caps", r'[(re-matches #"[^a-z]*[A-Z][^a-z]*" ?h)]'),
    ("starts-upper", r'[(re-find #"^\p{Lu}" ?h)]'),
    ("has-emoji", r'[(re-find #"[\x{1F000}-\x{1FFFF}]" ?h)]'),
    ("no-ascii-letter", r'(not [(re-find #"[A-Za-z]" ?h)])'),
    ("cjk", r'[(re-find #"\p{IsHan}|\p{IsHiragana}|\p{IsKatakana}" ?h)]'),
    ("ends-q-or-excl", r'[(re-find #"[?!]\s*$" ?h)]'),
    ("i-contains-the", r'[(re-find #"(?i)\bthe\b" ?h)]'),
    ("str-includes-colon", r'[(clojure.string/includes? ?h ":")]'),
    ("starts-with-space", r'[(clojure.string/starts-with? ?h " ")]'),
    ("blank", r'[(clojure.string/blank? ?h)]'),
    ("long", r'[(count ?h) ?n] [(> ?n 45)]'),
    ("java-contains", r'[(.contains ?h "20")]'),
    ("java-endswith", r'[(.endsWith ?h "🚀")]'),
    ("eq-lower", r'[(clojure.string/lower-case ?h) ?l] [(= ?l ?h)]'),
    ("not-empty", r'[(not= "" ?h)]'),
    ("compare-gt", r'[(compare ?h "M") ?c] [(> ?c 0)]'),
    ("str-lt", r'[(< (compare ?h "F") 0)]'),
]
for n, fn in PF:
    add(f"p-{n}", f"[:find ?s :where [?a :article/slug ?s] [?a :article/headline ?h] {fn}]")
    pass  # add(f"p-{n}-count", f"[:find (count ?a) . :where [?a :article/headline ?h] {fn}]")

# ---- author / comment / tag text
add("a-email-domain", r'[:find ?n ?d :where [?u :author/name ?n] [?u :author/email ?e] [(re-find #"@(.+)$" ?e) [_ ?d]]]')
add("a-email-user-upper", r'[:find ?x :where [_ :author/email ?e] [(re-find #"^[^@]+" ?u0) ?u] [(clojure.string/upper-case ?u) ?x]]')
add("a-email-local", r'[:find ?e ?x :where [_ :author/email ?e] [(re-find #"^[^@]+" ?e) ?x]]')
add("a-email-empty", r'[:find ?n :where [?u :author/name ?n] (not [?u :author/email])]')
add("a-email-lower-eq", r'[:find ?e :where [_ :author/email ?e] [(clojure.string/lower-case ?e) ?l] [(not= ?l ?e)]]')
add("a-initials", r'[:find ?n ?x :where [_ :author/name ?n] [(re-seq #"(?<=^|\s)\p{L}" ?n) ?cs] [(clojure.string/join "." ?cs) ?x]]')
add("a-last-name", r'[:find ?n ?x :where [_ :author/name ?n] [(clojure.string/split ?n #"\s+") ?parts] [(last ?parts) ?x]]')
add("a-handle-name", r'[:find ?x :where [_ :author/handle ?k] [(name ?k) ?nm] [(clojure.string/capitalize ?nm) ?x]]')
add("a-handle-str", r'[:find ?x :where [_ :author/handle ?k] [(str ?k) ?x]]')
add("a-name-ascii", r'[:find ?n :where [_ :author/name ?n] [(re-matches #"[\p{ASCII}]+" ?n)]]')
add("a-name-nonascii", r'[:find ?n ?x :where [_ :author/name ?n] [(re-seq #"[^\p{ASCII}]" ?n) ?x]]')
add("a-name-format", r'[:find ?x :where [?u :author/name ?n] [?u :author/handle ?k] [(format "%-20s @%s" ?n ?k) ?x]]')
add("a-name-apostrophe", r'''[:find ?n :where [_ :author/name ?n] [(clojure.string/includes? ?n "'")]]''')
add("a-name-replace-diacritics", r'[:find ?n ?x :where [_ :author/name ?n] [(clojure.string/replace ?n #"[éèêë]" "e") ?x]]')
add("a-name-ci-sort", r'[:find ?l ?n :where [_ :author/name ?n] [(clojure.string/lower-case ?n) ?l] :order-by [?l :asc]]')
add("c-text-upper-count", r'[:find ?x (count ?c) :where [?c :comment/text ?t] [(clojure.string/upper-case ?t) ?x]]')
add("c-shouting", r'[:find ?t :where [_ :comment/text ?t] [(re-find #"!{2,}" ?t)]]')
add("c-lol-ci", r'[:find ?t ?x :where [_ :comment/text ?t] [(re-seq #"(?i)lol" ?t) ?x]]')
add("c-lol-count", r'[:find ?t ?n :where [_ :comment/text ?t] [(re-seq #"(?i)lol" ?t) ?m] [(count ?m) ?n]]')
add("c-empty", r'[:find (count ?c) . :where [?c :comment/text ""]]')
add("c-score-text", r'[:find ?t (max ?s) (min ?s) :where [?c :comment/text ?t] [?c :comment/score ?s]]')
add("c-url-host", r'[:find ?x :where [_ :comment/text ?t] [(re-find #"https?://([\w.]+)" ?t) [_ ?x]]]')
add("t-tags-lower", r'[:find ?x :where [_ :article/tags ?t] [(clojure.string/lower-case ?t) ?x]]')
add("t-tags-empty", r'[:find (count ?a) . :where [?a :article/tags ""]]')
add("t-tags-upper-first", r'[:find ?t :where [_ :article/tags ?t] [(re-find #"^\p{Lu}" ?t)]]')
add("t-tags-joined", r'[:find ?s ?x :where [?a :article/slug ?s] [?a :article/tags ?t] [(str "#" ?t) ?x]]')
add("t-tags-distinct", r'[:find (distinct ?t) . :where [_ :article/tags ?t]]')
add("t-tag-count", r'[:find ?t (count ?a) :where [?a :article/tags ?t]]')
add("t-tags-format", r'[:find ?x :where [_ :article/tags ?t] [(count ?t) ?n] [(format "%-8s|%3d" ?t ?n) ?x]]')
add("s-source-names", r'[:find ?k ?n :where [?s :source/name ?n] [?s :db/ident ?k]]')
add("s-source-ns", r'[:find ?x :where [?s :source/name _] [?s :db/ident ?k] [(namespace ?k) ?x]]')
add("s-source-nonlatin", r'[:find ?n :where [_ :source/name ?n] [(re-find #"[^\p{IsLatin}\p{Punct}\s]" ?n)]]')
add("s-slug-valid", r'[:find (count ?s) . :where [_ :article/slug ?s] [(re-matches #"[a-z]{2}-\d{3}(-[a-z0-9-]*)?" ?s)]]')
add("s-slug-parts", r'[:find ?l ?n :where [_ :article/slug ?s] [(re-matches #"([a-z]{2})-(\d{3}).*" ?s) [_ ?l ?n]]]')
add("s-slug-num-long", r'[:find ?s ?n :where [_ :article/slug ?s] [(re-find #"\d{3}" ?s) ?d] [(parse-long ?d) ?n] [(< ?n 5)]]')
add("s-slug-by-lang", r'[:find ?l (count ?s) :where [_ :article/slug ?s] [(subs ?s 0 2) ?l]]')
add("s-slug-lookup", r'[:find ?h . :where [?a :article/slug ?s] [(clojure.string/starts-with? ?s "de-002")] [?a :article/headline ?h]]')

# ---- mistakes (~20% of the text work)
M = [
    ("bad-regex-paren", r'[(re-find (re-pattern "(abc") ?h) ?x]'),
    ("bad-regex-bracket", r'[(re-pattern "[a-z") ?p] [(re-find ?p ?h) ?x]'),
    ("bad-regex-quant", r'[(re-pattern "*abc") ?p] [(re-find ?p ?h) ?x]'),
    ("bad-regex-class", r'[(re-pattern "\\p{NoSuchClass}") ?p] [(re-find ?p ?h) ?x]'),
    ("bad-lookbehind-unbounded", r'[(re-pattern "(?<=a+)b") ?p] [(re-find ?p ?h) ?x]'),
    ("bad-named-group-ref", r'[(clojure.string/replace ?h #"(\d+)" "${num}") ?x]'),
    ("bad-group-ref-2", r'[(clojure.string/replace ?h #"(\d+)" "$2") ?x]'),
    ("bad-replacement-trailing", r'[(clojure.string/replace ?h #"a" "\\") ?x]'),
    ("bad-backref-undefined", r'[(re-pattern "(a)\\2") ?p] [(re-find ?p ?h) ?x]'),
    ("bad-named-k-undefined", r'[(re-pattern "\\k<nope>") ?p] [(re-find ?p ?h) ?x]'),
    ("subs-out", r'[(subs ?h 0 500) ?x]'),
    ("subs-neg", r'[(subs ?h -1) ?x]'),
    ("subs-reversed", r'[(subs ?h 5 2) ?x]'),
    ("refind-string-pattern", r'[(re-find "\\d+" ?h) ?x]'),
    ("reseq-string-pattern", r'[(re-seq "a" ?h) ?x]'),
    ("rematch-args-swapped", r'[(re-matches ?h #".*") ?x]'),
    ("includes-regex", r'[(clojure.string/includes? ?h #"a") ?x]'),
    ("starts-regex", r'[(clojure.string/starts-with? ?h #"A") ?x]'),
    ("index-of-regex", r'[(clojure.string/index-of ?h #"a") ?x]'),
    ("replace-regex-char", r'[(clojure.string/replace ?h #"a" \b) ?x]'),
    ("replace-str-regexrepl", r'[(clojure.string/replace ?h "a" #"b") ?x]'),
    ("split-string-sep", r'[(clojure.string/split ?h " ") ?x]'),
    ("join-no-coll", r'[(clojure.string/join ", " ?h) ?x]'),
    ("format-bad-conv", r'[(format "%d" ?h) ?x]'),
    ("format-too-few", r'[(format "%s %s" ?h) ?x]'),
    ("java-nomethod", r'[(.toTitleCase ?h) ?x]'),
    ("java-substring-out", r'[(.substring ?h 3 1) ?x]'),
    ("java-matches-invalid", r'[(.matches ?h "(") ?x]'),
    ("re-pattern-num", r'[(re-pattern 42) ?p] [(re-find ?p ?h) ?x]'),
    ("upper-nil", r'[(get-else $ ?a :article/body nil) ?b] [(clojure.string/upper-case ?b) ?x]'),
    ("capitalize-kw", r'[(clojure.string/capitalize :abc) ?x]'),
    ("re-groups-misuse", r'[(re-groups #"a") ?x]'),
    ("charat-out", r'[(.charAt ?h 999) ?x]'),
    ("escape-bad-map", r'[(clojure.string/escape ?h "abc") ?x]'),
]
for n, fn in M:
    add(f"m-{n}", f"[:find ?s ?x :where [?a :article/slug ?s] [?a :article/headline ?h] {fn}]")
# mistakes whose error depends on data only on some rows
add("m-subs-some-rows", r'[:find ?s ?x :where [?a :article/slug ?s] [?a :article/headline ?h] [(subs ?h 0 30) ?x]]')
add("m-parse-long-words", r'[:find ?s ?x :where [?a :article/slug ?s] [?a :article/headline ?h] [(re-find #"\d+" ?h) ?d] [(parse-long ?d) ?x]]')
add("m-parse-double-pct", r'[:find ?s ?x :where [?a :article/slug ?s] [?a :article/headline ?h] [(re-find #"\d+(?:\.\d+)?(?=%)" ?h) ?d] [(parse-double ?d) ?x]]')
add("m-long-of-str", r'[:find ?x :where [?a :article/slug ?s] [(long ?s) ?x]]')

# ---- constants / scalar text (q with no db)
K = [
    ("k-replace-dollar-group0", r'(clojure.string/replace "a1b22c333" #"\d+" "[$0]")'),
    ("k-replace-named-multi", r'(clojure.string/replace "John Smith" #"(?<f>\w+) (?<l>\w+)" "${l}, ${f}")'),
    ("k-replace-first-group", r'(clojure.string/replace-first "aaa-bbb-ccc" #"(\w+)-" "$1+")'),
    ("k-split-trailing", r'(clojure.string/split "a,b,,c,," #",")'),
    ("k-split-trailing-neg", r'(clojure.string/split "a,b,,c,," #"," -1)'),
    ("k-split-leading", r'(clojure.string/split ",a,b" #",")'),
    ("k-split-lookahead", r'(clojure.string/split "OneTwoThree" #"(?=[A-Z])")'),
    ("k-split-zero-width", r'(clojure.string/split "abc" #"")'),
    ("k-reseq-groups", r'(re-seq #"(\w)(\d)" "a1 b2 c3")'),
    ("k-refind-nogroup-match", r'(re-find #"(x)?y" "y")'),
    ("k-rematches-partial", r'(re-matches #"\d+" "123abc")'),
    ("k-rematches-full", r'(re-matches #"(\d+)([a-z]+)" "123abc")'),
    ("k-case-fold-unicode", r'(re-find #"(?iu)ÉTÉ" "l\'été")'),
    ("k-case-fold-ascii-only", r'(re-find #"(?i)ÉTÉ" "été")'),
    ("k-ucase-eszett", r'(clojure.string/upper-case "straße")'),
    ("k-lcase-sigma", r'(clojure.string/lower-case "ΟΔΟΣ")'),
    ("k-capitalize-unicode", r'(clojure.string/capitalize "élan VITAL")'),
    ("k-count-emoji", r'(count "👍🏽")'),
    ("k-subs-emoji", r'(subs "a😀b" 1 3)'),
    ("k-reverse-emoji", r'(clojure.string/reverse "a😀b")'),
    ("k-index-of-emoji", r'(clojure.string/index-of "😀x😀y" "y")'),
    ("k-format-pad", r'(format "|%-6s|%6s|%06.2f|" "ab" "cd" 3.14159)'),
    ("k-format-unicode-width", r'(format "[%5s]" "日本")'),
    ("k-format-x", r'(format "%x %X %o" 255 255 8)'),
    ("k-format-comma", r'(format "%,d" 1234567)'),
    ("k-format-plus", r'(format "%+d %+.1f" 5 -2.25)'),
    ("k-format-e", r'(format "%.3e" 12345.678)'),
    ("k-format-pct-lit", r'(format "%d%%" 50)'),
    ("k-format-b", r'(format "%b %c" nil \x)'),
    ("k-escape-html", r'(clojure.string/escape "<a href=\"x\">&</a>" {\< "&lt;" \> "&gt;" \& "&amp;" \" "&quot;"})'),
    ("k-join-nums", r'(clojure.string/join "-" [1 2.5 nil :k "s"])'),
    ("k-join-nosep", r'(clojure.string/join ["a" "b" "c"])'),
    ("k-split-lines-crlf", r'(clojure.string/split-lines "a\r\nb\nc\r\n")'),
    ("k-trim-unicode-space", r'(clojure.string/trim "\u00a0 x \u2003")'),
    ("k-trim-newline", r'(clojure.string/trim-newline "abc\n\r\n")'),
    ("k-blank-nbsp", r'(clojure.string/blank? "\u00a0")'),
    ("k-blank-nil", r'(clojure.string/blank? nil)'),
    ("k-java-split-limit", r'(count (.split "a:b:c:" ":"))'),
    ("k-java-replace-literal", r'(.replace "a.b.c" "." "-")'),
    ("k-java-replaceall-dot", r'(.replaceAll "a.b.c" "." "-")'),
    ("k-java-replacefirst", r'(.replaceFirst "aXbXc" "X" "_")'),
    ("k-java-compareto", r'(.compareTo "apple" "Apple")'),
    ("k-java-equalsic", r'(.equalsIgnoreCase "ÉTÉ" "été")'),
    ("k-java-indexof-from", r'(.indexOf "banana" "a" 2)'),
    ("k-java-lastindexof", r'(.lastIndexOf "banana" "an")'),
    ("k-java-repeat", r'(.repeat "ab" 3)'),
    ("k-java-strip", r'(.strip "\u2003 x \u2003")'),
    ("k-java-codepoint", r'(.codePointAt "😀" 0)'),
    ("k-java-concat", r'(.concat "ab" "cd")'),
    ("k-re-pattern-flags", r'(re-find (re-pattern "(?i)(?<word>HELLO)") "say hello")'),
    ("k-re-pattern-quote", r'(re-find (re-pattern (java.util.regex.Pattern/quote "a.b")) "xa.by")'),
    ("k-backref-html", r'(re-find #"<(\w+)>.*?</\1>" "x <b>bold</b> y")'),
    ("k-named-backref-html", r'(re-seq #"<(?<t>\w+)>[^<]*</\k<t>>" "<i>a</i><b>c</i><u>d</u>")'),
    ("k-possessive", r'(re-find #"a++b" "aaab")'),
    ("k-lazy", r'(re-find #"<.+?>" "<a><b>")'),
    ("k-atomic", r'(re-find #"(?>a|ab)c" "abc")'),
    ("k-unicode-category", r'(re-seq #"\p{Sc}" "$5 €3 £2 ¥1")'),
    ("k-word-boundary-unicode", r'(re-seq #"\b\w+\b" "naïve café")'),
    ("k-unicode-class-flag", r'(re-seq #"(?U)\b\w+\b" "naïve café")'),
    ("k-comments-flag", r'(re-matches #"(?x) (\d{3}) - (\d{4}) # phone" "555-0100")'),
    ("k-dotall-off", r'(re-find #"a.b" "a\nb")'),
    ("k-dotall-on", r'(re-find #"(?s)a.b" "a\nb")'),
    ("k-multiline-anchor", r'(re-seq #"(?m)^\d" "1a\n2b\n3c")'),
    ("k-dollar-end", r'(re-seq #"\w$" "ab\ncd")'),
    ("k-lookbehind-bounded", r'(re-seq #"(?<=\$)\d+(?:\.\d{2})?" "cost $12.50 or $7")'),
    ("k-neg-lookbehind-dollar", r'(re-seq #"(?<!\$)\b\d+\b" "cost $12 or 7 or 30")'),
    ("k-replace-lookaround-comma", r'(clojure.string/replace "1234567" #"\B(?=(\d{3})+(?!\d))" ",")'),
    ("k-subs-count", r'(subs "hello" (count "he"))'),
    ("k-str-mixed", r'(str "a" 1 2.0 nil :k \c 1.50M 3N)'),
    ("k-str-inst", r'(str #inst "2024-01-02T03:04:05.000-00:00")'),
    ("k-str-uuid", r'(str #uuid "00000000-0000-4000-8000-000000000001")'),
    ("k-upper-ligature", r'(clojure.string/upper-case "ﬁne")'),
    ("k-lower-dotted-i", r'(clojure.string/lower-case "İstanbul")'),
    ("k-count-combining", r'(count "e\u0301")'),
    ("k-re-find-combining", r'(re-find #"\p{M}" "e\u0301")'),
    ("k-replace-empty-match", r'(clojure.string/replace "abc" #"x*" "-")'),
    ("k-replace-first-nomatch", r'(clojure.string/replace-first "abc" #"z" "y")'),
    ("k-split-unicode-sep", r'(clojure.string/split "α·β·γ" #"·")'),
    ("k-index-of-missing", r'(clojure.string/index-of "abc" "z")'),
    ("k-starts-empty", r'(clojure.string/starts-with? "abc" "")'),
    ("k-includes-empty", r'(clojure.string/includes? "" "")'),
    ("k-re-seq-none", r'(re-seq #"z" "abc")'),
    ("k-name-kw-ns", r'(name :src/reuters)'),
    ("k-keyword-from-str", r'(keyword "news" "Breaking News")'),
    ("k-symbol-str", r'(str (symbol "a" "b"))'),
    ("k-upper-mixed-script", r'(clojure.string/upper-case "mixed Москва ß ǆ")'),
    # mistakes among constants
    ("k-err-bad-regex-literal-like", r'(re-find (re-pattern "a{2,1}") "aaa")'),
    ("k-err-replace-dollar-unescaped", r'(clojure.string/replace "cost" #"c" "$")'),
    ("k-err-named-nonexistent", r'(clojure.string/replace "ab" #"(?<x>a)" "${y}")'),
    ("k-err-subs-emoji-out", r'(subs "😀" 0 3)'),
    ("k-err-format-width-bad", r'(format "%-s" "x")'),
    ("k-err-format-missing", r'(format "%s and %s" "x")'),
    ("k-err-index-of-num", r'(clojure.string/index-of "abc" 1)'),
    ("k-err-split-nil", r'(clojure.string/split nil #",")'),
    ("k-err-join-num-coll", r'(clojure.string/join "," 5)'),
    ("k-err-re-matches-nil", r'(re-matches #"a" nil)'),
    ("k-err-java-on-long", r'(.toUpperCase 42)'),
    ("k-err-count-long", r'(count 42)'),
]
for n, expr in K:
    add(n, f"(q [:find ?x . :where [{expr} ?x]])")

# ---- basics / joins / predicates
add("b-articles", "[:find (count ?a) . :where [?a :article/slug]]")
add("b-langs", "[:find ?l (count ?a) :where [?a :article/lang ?l]]")
add("b-paywalled", "[:find ?p (count ?a) :where [?a :article/paywalled ?p]]")
add("b-no-paywall-attr", "[:find (count ?a) . :where [?a :article/slug] (not [?a :article/paywalled])]")
add("b-words-zero", "[:find ?s :where [?a :article/words 0] [?a :article/slug ?s]]")
add("b-words-neg", "[:find ?s ?w :where [?a :article/words ?w] [(neg? ?w)] [?a :article/slug ?s]]")
add("b-sentiment-negzero", "[:find ?s :where [?a :article/sentiment -0.0] [?a :article/slug ?s]]")
add("b-sentiment-zero", "[:find (count ?a) . :where [?a :article/sentiment 0.0]]")
add("b-views-big", "[:find ?s ?v :where [?a :article/views ?v] [(> ?v 1000000)] [?a :article/slug ?s]]")
add("b-views-zero", "[:find ?s :where [?a :article/views 0N] [?a :article/slug ?s]]")
add("b-price-eq", "[:find (count ?a) . :where [?a :article/price 4.50M]]")
add("b-price-scale", "[:find (count ?a) . :where [?a :article/price 4.5M]]")
add("b-price-zero-scales", "[:find ?p (count ?a) :where [?a :article/price ?p] [(zero? ?p)]]")
add("b-price-sum", "[:find (sum ?p) . :with ?a :where [?a :article/price ?p]]")
add("b-source-ident", "[:find ?s :where [?a :article/source :src/nhk] [?a :article/slug ?s]]")
add("b-source-ident-name", "[:find ?n (count ?a) :where [?a :article/source ?src] [?src :source/name ?n]]")
add("b-source-empty-name", '[:find ?k :where [?s :source/name ""] [?s :db/ident ?k]]')
add("b-author-uuid", '[:find ?n . :where [?u :author/id #uuid "00000000-0000-4000-8000-000000000003"] [?u :author/name ?n]]')
add("b-article-uuid", '[:find ?s . :where [?a :article/uuid #uuid "0000000a-1111-4222-8333-444455556666"] [?a :article/slug ?s]]')
add("b-published-range", '[:find (count ?a) . :where [?a :article/published ?t] [(>= ?t #inst "2023-01-01")] [(< ?t #inst "2024-01-01")]]')
add("b-published-year", "[:find ?y (count ?a) :where [?a :article/published ?t] [(.getYear ?t) ?y0] [(+ ?y0 1900) ?y]]")
add("b-geo", "[:find ?s ?g :where [?a :article/geo ?g] [?a :article/slug ?s]]")
add("b-geo-eq", "[:find ?s :where [?a :article/geo [-40.0 60.0]] [?a :article/slug ?s]]")
add("b-geo-untuple", "[:find ?s ?lat :where [?a :article/geo ?g] [(untuple ?g) [?lat ?lon]] [(< ?lon 0)] [?a :article/slug ?s]]")
add("b-rank-top", "[:find ?s ?r :where [?a :article/rank ?r] [(first ?r) ?k] [(= ?k :top)] [?a :article/slug ?s]]")
add("b-rank-eq", "[:find (count ?a) . :where [?a :article/rank [:mid -3]]]")
add("b-composite", "[:find ?s :where [?a :article/lang+num [:en 60]] [?a :article/slug ?s]]")
add("b-composite-neg", "[:find ?s ?t :where [?a :article/lang+num ?t] [(second ?t) ?n] [(neg? ?n)] [?a :article/slug ?s]]")
add("b-related-self", "[:find ?s :where [?a :article/related ?a] [?a :article/slug ?s]]")
add("b-related-mutual", "[:find (count ?a) . :where [?a :article/related ?b] [?b :article/related ?a] [(not= ?a ?b)]]")
add("b-comment-owner", '[:find ?t :where [?a :article/slug "en-000-markets-rally-as-inf"] [?a :article/comments ?c] [?c :comment/text ?t]]')
add("b-mentor-self", "[:find ?n :where [?u :author/mentor ?u] [?u :author/name ?n]]")
add("j-author-source", "[:find ?n ?k :where [?a :article/author ?u] [?u :author/name ?n] [?a :article/source ?s] [?s :db/ident ?k] [?u :author/handle :zoe]]")
add("j-commenter-author", "[:find (count ?c) . :where [?a :article/author ?u] [?a :article/comments ?c] [?c :comment/by ?u]]")
add("j-related-same-lang", "[:find ?s1 ?s2 :where [?a :article/related ?b] [(not= ?a ?b)] [?a :article/lang ?l] [?b :article/lang ?l] [?a :article/slug ?s1] [?b :article/slug ?s2]]")
add("j-tag-pairs", '[:find ?t2 (count ?a) :where [?a :article/tags "tech"] [?a :article/tags ?t2] [(not= ?t2 "tech")]]')
add("p-sentiment-range", "[:find ?s ?x :where [?a :article/sentiment ?x] [(<= -0.5 ?x 0.5)] [?a :article/slug ?s]]")
add("p-words-even", "[:find (count ?a) . :where [?a :article/words ?w] [(even? ?w)]]")
add("p-views-mod", "[:find ?s :where [?a :article/views ?v] [(mod ?v 7) ?m] [(zero? ?m)] [?a :article/slug ?s]]")
add("f-words-per-view", "[:find ?s ?r :where [?a :article/words ?w] [?a :article/views ?v] [(pos? ?v)] [(/ ?w ?v) ?r] [?a :article/slug ?s] [(< ?w 100)]]")
add("f-price-times", "[:find ?s ?x :where [?a :article/price ?p] [(* ?p 3) ?x] [?a :article/slug ?s]]")
add("f-sentiment-label", '[:find ?s ?lab :where [?a :article/sentiment ?x] [(pos? ?x) ?pos] [(if ?pos "positive" "other") ?lab0] [(str ?lab0) ?lab] [?a :article/slug ?s]]')
add("f-get-else-body", '[:find ?s ?b :where [?a :article/slug ?s] [(get-else $ ?a :article/body "∅") ?b] [(= ?b "∅")]]')
add("f-get-some", "[:find ?s ?x :where [?a :article/slug ?s] [(get-some $ ?a :article/words :article/sentiment) ?x] [(< ?s \"de\")]]")
add("f-missing", "[:find (count ?a) . :where [?a :article/slug] [(missing? $ ?a :article/author)]]")
add("f-ground-coll", '[:find ?s :where [(ground ["politics" "AI"]) [?t ...]] [?a :article/tags ?t] [?a :article/slug ?s]]')
add("f-tuple-fn", "[:find ?x :where [?a :article/lang ?l] [?a :article/num ?n] [(tuple ?l ?n) ?x] [(< ?n 0)]]")
add("f-inst-ms", "[:find ?s ?ms :where [?a :article/published ?t] [(.getTime ?t) ?ms] [(< ?ms 1590000000000)] [?a :article/slug ?s]]")
add("f-uuid-str", '[:find ?x :where [?a :article/uuid ?u] [(str ?u) ?us] [(subs ?us 0 8) ?x] [(clojure.string/ends-with? ?x "a")]]')

# ---- not / or
add("n-not-tag", '[:find (count ?a) . :where [?a :article/slug] (not [?a :article/tags "politics"])]')
add("n-not-join-commented-by-author", "[:find ?n :where [?u :author/name ?n] (not-join [?u] [?c :comment/by ?u])]")
add("n-or-langs", "[:find ?s :where (or [?a :article/lang :ja] [?a :article/lang :ru]) [?a :article/slug ?s] [?a :article/words ?w] [(> ?w 500)]]")
add("n-or-join-text", r'[:find ?s :where [?a :article/slug ?s] (or-join [?a] (and [?a :article/headline ?h] [(re-find #"(?i)paris|wien|tokyo|東京" ?h)]) (and [?a :article/body ?b] [(re-find #"https?:" ?b)]))]')
add("n-not-regex", r'[:find (count ?a) . :where [?a :article/headline ?h] (not [(re-find #"\d" ?h)])]')
add("n-nested", '[:find ?s :where [?a :article/slug ?s] [?a :article/lang :en] (not (or [?a :article/paywalled true] [?a :article/tags "tech"]))]')

# ---- rules
RREL = "[[(rel ?a ?b) [?a :article/related ?b]] [(rel ?a ?b) [?a :article/related ?m] (rel ?m ?b)]]"
RMENT = "[[(ment ?a ?b) [?a :author/mentor ?b]] [(ment ?a ?b) [?a :author/mentor ?m] (ment ?m ?b)]]"
RTXT = r'[[(mentions ?a ?w) [?a :article/headline ?h] [(re-pattern ?w) ?p] [(re-find ?p ?h)]] [(mentions ?a ?w) [?a :article/body ?b] [(re-pattern ?w) ?p] [(re-find ?p ?b)]]]'
add("r-related-closure-count", f"(q [:find (count ?b) . :in $ % :where [?a :article/slug \"en-000-markets-rally-as-inf\"] (rel ?a ?b)] $ {RREL})")
add("r-related-cycle", f"(q [:find (count ?a) . :in $ % :where [?a :article/slug] (rel ?a ?a)] $ {RREL})")
add("r-mentor-chain", f"(q [:find ?n1 ?n2 :in $ % :where (ment ?a ?b) [?a :author/handle :zoe] [?a :author/name ?n1] [?b :author/name ?n2]] $ {RMENT})")
add("r-mentions-regex", f'(q [:find ?s :in $ % :where (mentions ?a "(?i)\\\\b(ai|nasa)\\\\b") [?a :article/slug ?s]] $ {RTXT})')
add("r-mentions-count", f'(q [:find ?w (count ?a) :in $ % [?w ...] :where (mentions ?a ?w)] $ {RTXT} ["\\\\d{{4}}" "(?i)café" "😀" "(?<=\\\\s)[A-Z]{{3,}}"])')
add("r-mutual", "(q [:find ?s :in $ % :where (odd-hop ?a ?b) [?a :article/slug \"en-006-ai-model-beats-human\"] [?b :article/slug ?s]] $ [[(odd-hop ?a ?b) [?a :article/related ?b]] [(odd-hop ?a ?b) [?a :article/related ?m] (even-hop ?m ?b)] [(even-hop ?a ?b) [?a :article/related ?m] (odd-hop ?m ?b)]])")
add("r-str-rule", r'(q [:find ?x :in $ % :where [?a :article/tags ?t] (norm ?t ?x)] $ [[(norm ?t ?x) [(clojure.string/lower-case ?t) ?l] [(clojure.string/replace ?l #"[^\p{L}\p{N}]" "") ?x]]])')

# ---- aggregates
add("g-words-stats", "[:find (min ?w) (max ?w) (sum ?w) (avg ?w) (median ?w) :with ?a :where [?a :article/words ?w]]")
add("g-words-var", "[:find (variance ?w) (stddev ?w) :with ?a :where [?a :article/words ?w]]")
add("g-sent-by-lang", "[:find ?l (avg ?x) (count-distinct ?x) :with ?a :where [?a :article/lang ?l] [?a :article/sentiment ?x]]")
add("g-min-n", "[:find (min 3 ?w) (max 3 ?w) :where [_ :article/words ?w]]")
add("g-headline-len-max", "[:find (max ?n) . :where [_ :article/headline ?h] [(count ?h) ?n]]")
add("g-headline-longest", "[:find ?h :where [_ :article/headline ?h] [(count ?h) ?n] [(>= ?n 50)]]")
add("g-distinct-first-letters", r'[:find (distinct ?c) . :where [_ :article/headline ?h] [(re-find #"^\p{L}" ?h) ?c]]')
add("g-count-by-first-char", r'[:find ?c (count ?a) :where [?a :article/headline ?h] [(re-find #"^." ?h) ?c]]')
add("g-views-sum", "[:find (sum ?v) . :with ?a :where [?a :article/views ?v]]")
add("g-price-minmax", "[:find (min ?p) (max ?p) :where [_ :article/price ?p]]")
add("g-inst-minmax", "[:find (min ?t) (max ?t) :where [_ :article/published ?t]]")
add("g-comment-score-by-author", "[:find ?n (sum ?s) (count ?c) :where [?c :comment/by ?u] [?c :comment/score ?s] [?u :author/name ?n]]")
add("g-words-total-chars", "[:find (sum ?n) . :with ?a :where [?a :article/headline ?h] [(count ?h) ?n]]")
add("g-median-sent", "[:find (median ?x) . :with ?a :where [?a :article/sentiment ?x]]")

# ---- find specs / order / limit
add("o-order-words", "[:find ?s ?w :where [?a :article/words ?w] [?a :article/slug ?s] :order-by [?w :desc ?s] :limit 5]")
add("o-order-offset", "[:find ?s ?w :where [?a :article/words ?w] [?a :article/slug ?s] :order-by [?w ?s] :limit 4 :offset 3]")
add("o-order-headline", '[:find ?h :where [_ :article/headline ?h] :order-by [?h] :limit 8]')
add("o-order-lower", "[:find ?l ?h :where [_ :article/headline ?h] [(clojure.string/lower-case ?h) ?l] :order-by [?l :desc] :limit 6]")
add("k-keys", "[:find ?s ?w :keys slug words :where [?a :article/slug ?s] [?a :article/words ?w] [(> ?w 30000)]]")
add("k-strs", "[:find ?s ?w :strs slug words :where [?a :article/slug ?s] [?a :article/words ?w] [(> ?w 30000)]]")
add("k-syms", "[:find ?s ?w :syms slug words :where [?a :article/slug ?s] [?a :article/words ?w] [(> ?w 30000)]]")
add("k-coll-handles", "[:find [?k ...] :where [_ :author/handle ?k]]")
add("k-tuple", '[:find [?l ?n] :where [?a :article/slug "ja-003-"] [?a :article/lang ?l] [?a :article/num ?n]]')

# ---- inputs
add("i-scalar-regex-str", r'(q [:find ?s :in $ ?re :where [?a :article/headline ?h] [(re-pattern ?re) ?p] [(re-find ?p ?h)] [?a :article/slug ?s]] $ "(?i)^(l|el)\\b")')
add("i-regex-literal-input", r'(q [:find ?s :in $ ?p :where [?a :article/headline ?h] [(re-find ?p ?h)] [?a :article/slug ?s]] $ #"\d{4}")')
add("i-coll-tags", '(q [:find ?s :in $ [?t ...] :where [?a :article/tags ?t] [?a :article/slug ?s] [?a :article/lang :fr]] $ ["politics" "culture" "日本"])')
add("i-tuple", '(q [:find ?s :in $ [?l ?min] :where [?a :article/lang ?l] [?a :article/words ?w] [(>= ?w ?min)] [?a :article/slug ?s]] $ [:de 500])')
add("i-relation", '(q [:find ?s ?rep :in $ [[?pat ?rep]] :where [?a :article/headline ?h] [(re-pattern ?pat) ?p] [(re-find ?p ?h)] [?a :article/slug ?s]] $ [["Paris" "city"] ["(?i)nasa" "space"] ["\\\\d+%" "pct"]])')
add("i-lookup", '(q [:find ?h . :in $ ?a :where [?a :article/headline ?h]] $ [:article/slug "de-002-stra-enbahn-streik-l"])')
add("i-lookup-composite", '(q [:find ?s . :in $ ?a :where [?a :article/slug ?s]] $ [:article/lang+num [:fr 10]])')
add("i-lookup-uuid", '(q [:find ?n . :in $ ?u :where [?u :author/name ?n]] $ [:author/id #uuid "00000000-0000-4000-8000-000000000007"])')
add("i-lookup-email-value", '(q [:find ?n . :in $ ?u :where [?u :author/name ?n]] $ [:author/email "anna@news.example"])')
add("i-ident-input", '(q [:find (count ?a) . :in $ ?src :where [?a :article/source ?src]] $ :src/afp)')
add("i-replacement-input", r'(q [:find ?x :in $ ?re ?rep :where [?a :article/headline ?h] [(re-pattern ?re) ?p] [(re-find ?p ?h)] [(clojure.string/replace ?h ?p ?rep) ?x]] $ "(\\d+)\\s?%" "$1 pct")')
add("i-format-input", '(q [:find ?x :in $ ?fmt :where [?a :article/slug ?s] [?a :article/words ?w] [(> ?w 2000)] [(format ?fmt ?s ?w) ?x]] $ "%-25s %8d")')

# ---- pull
add("pl-wild", '(pull [*] [:article/slug "en-013-covid-19-cases-rise"])')
add("pl-nested", '(pull [:article/headline {:article/author [:author/name :author/email]} {:article/source [:db/ident :source/name]} {:article/comments [:comment/text {:comment/by [:author/handle]}]}] [:article/slug "fr-001-lection-pr-sidentie"])')
add("pl-reverse", '(pull [:author/name {:article/_author [:article/slug]}] [:author/email "anna@news.example"])')
add("pl-reverse-limit", '(pull [:author/name {(:article/_author :limit 2) [:article/slug]}] [:author/email "zoe@news.example"])')
add("pl-default-as", '(pull [(:article/body :default "no body" :as :text) (:article/words :as "w")] [:article/slug "ja-003-"])')
add("pl-tags-limit", '(pull [(:article/tags :limit 1) :article/slug] [:article/slug "en-011-nasa-s-artemis-iii-d"])')
add("pl-recursive", '(pull [:article/slug {:article/related 2}] [:article/slug "en-000-markets-rally-as-inf"])')
add("pl-recursive-unbounded", '(pull [:article/slug {:article/related ...}] [:article/slug "ru-004-"])')
add("pl-mentor-rec", '(pull [:author/handle {:author/mentor ...}] [:author/email "zoe@news.example"])')
add("pl-component-summary", '(pull [:article/slug {:article/summary [*]}] [:article/slug "en-000-markets-rally-as-inf"])')
add("pl-find", "[:find (pull ?a [:article/slug :article/geo :article/rank]) :where [?a :article/geo ?g] [?a :article/rank _]]")
add("pl-source-ident", "(pull [:db/ident :source/name {:article/_source [:article/slug]}] :src/blog)")
add("pl-lookup-composite", '(pull [:article/slug :article/lang+num] [:article/lang+num [:ru 40]])')

# ---- with transactions
add("w-upsert-slug", '(with [{:article/slug "en-009-" :article/headline "Now with a headline"}] [:find ?h . :where [?a :article/slug "en-009-"] [?a :article/headline ?h]])')
add("w-new-article", r'(with [{:db/id "n" :article/slug "xx-999-new" :article/headline "Neue Überschrift 2026 🎉" :article/tags ["a" "b"]}] [:find ?x :where [?a :article/slug "xx-999-new"] [?a :article/headline ?h] [(re-seq #"\p{L}+" ?h) ?x]])')
add("w-retract-tag", '(with [[:db/retract [:article/slug "en-006-ai-model-beats-human"] :article/tags "AI"]] [:find ?t :where [?a :article/slug "en-006-ai-model-beats-human"] [?a :article/tags ?t]])')
add("w-cas-ok", '(with [[:db/cas [:article/slug "en-006-ai-model-beats-human"] :article/words 999 1000]] [:find ?w . :where [?a :article/slug "en-006-ai-model-beats-human"] [?a :article/words ?w]])')
add("w-cas-fail", '(with [[:db/cas [:article/slug "en-006-ai-model-beats-human"] :article/words 1 2]] [:find ?w . :where [?a :article/slug "en-006-ai-model-beats-human"] [?a :article/words ?w]])')
add("w-retract-entity-component", '(with [[:db/retractEntity [:article/slug "en-000-markets-rally-as-inf"]]] [:find (count ?c) . :where [?c :comment/text]])')
add("w-email-unique-conflict", '(with [{:author/name "X" :author/email "anna@news.example"}] [:find (count ?u) . :where [?u :author/name]])')
add("w-upsert-uuid", '(with [{:author/id #uuid "00000000-0000-4000-8000-000000000001" :author/name "José N."}] [:find ?n . :where [?u :author/handle :jnunez] [?u :author/name ?n]])')
add("w-composite-upsert", '(with [{:article/lang :fr :article/num 10 :article/words 5}] [:find ?s ?w :where [?a :article/lang+num [:fr 10]] [?a :article/slug ?s] [?a :article/words ?w]])')
add("w-tempid-ref", '(with [{:db/id "x" :author/name "Neu" :author/handle :neu} {:article/slug "zz-1" :article/author "x"}] [:find ?h . :where [?a :article/slug "zz-1"] [?a :article/author ?u] [?u :author/handle ?h]])')
add("w-replace-headline", r'(with [[:db/add [:article/slug "en-016-the-the-quick-brown"] :article/headline "fixed"]] [:find ?h . :where [?a :article/slug "en-016-the-the-quick-brown"] [?a :article/headline ?h]])')
add("w-ident-source", '(with [{:article/slug "zz-2" :article/source :src/dw}] [:find ?n . :where [?a :article/slug "zz-2"] [?a :article/source ?s] [?s :source/name ?n]])')

# ---- deliberate errors
add("e-unbound-fn-arg", r'[:find ?x :where [?a :article/slug ?s] [(clojure.string/upper-case ?zz) ?x]]')
add("e-unknown-fn", r'[:find ?x :where [?a :article/slug ?s] [(clojure.string/titlecase ?s) ?x]]')
add("e-find-unbound", "[:find ?nope :where [?a :article/slug ?s]]")
add("e-bad-attr-type", '[:find ?a :where [?a :article/words "many"]]')
add("e-lookup-missing", '(pull [*] [:article/slug "does-not-exist"])')
add("e-unique-value-lookup", '(q [:find ?n . :in $ ?u :where [?u :author/name ?n]] $ [:author/name "ANON"])')
add("e-rule-missing", "[:find ?a :where (nope ?a)]")
add("e-or-vars", r'[:find ?s :where [?a :article/slug ?s] (or [?a :article/lang :en] [?b :article/lang :fr])]')

# ---- per-language families (parameterised)
for lang in ["en", "fr", "de", "ja", "ru", "es"]:
    add(f"fam-lang-words-{lang}", f"[:find ?w :where [?a :article/lang :{lang}] [?a :article/headline ?h] [(re-seq #\"\\p{{L}}+\" ?h) ?ws] [(count ?ws) ?w]]")
    add(f"fam-lang-upper-{lang}", f"[:find ?x :where [?a :article/lang :{lang}] [?a :article/headline ?h] [(clojure.string/upper-case ?h) ?x] [(not= ?x ?h)]]")
    pass  # add(f"fam-lang-first-word-{lang}", f"[:find ?x :where [?a :article/lang :{lang}] [?a :article/headline ?h] [(re-find #\"^\\s*(\\S+)\" ?h) [_ ?x]]]")
for src in ["reuters", "afp", "nhk", "dw", "blog"]:
    add(f"fam-src-{src}", f"[:find ?s ?x :where [?a :article/source :src/{src}] [?a :article/slug ?s] [?a :article/headline ?h] [(clojure.string/replace ?h #\"(?i)[aeiouáéíóúàèäöü]\" \"\") ?x]]")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
