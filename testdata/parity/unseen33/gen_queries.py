#!/usr/bin/env python3
"""Writes queries.edn of the thirty-third unseen parity corpus (deterministic).
Emphasis: strings as data in a multilingual dictionary -- equality and
lookup of every kind of string, ordering across scripts, string ranges,
string functions on emoji / combining / astral / Greek / Turkish / German
text, regexes with Unicode classes, printing with escapes, format widths,
instants before 1582 and before year 1000; plus the usual basics, joins,
rules, aggregates, find specs, inputs, pull and `with` transactions."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


LONG = "".join("abcdefghij"[i % 10] for i in range(4999)) + "é"
SYN = """[[(syn* ?a ?b) [?a :word/synonyms ?b]]
  [(syn* ?a ?b) [?a :word/synonyms ?m] (syn* ?m ?b)]]"""
ETY = """[[(from ?w ?root) [?w :word/etymon ?root]]
  [(from ?w ?root) [?w :word/etymon ?m] (from ?m ?root)]]"""
EVODD = """[[(ev ?a ?b) [(identity ?a) ?b]]
  [(ev ?a ?b) [?a :word/synonyms ?m] (od ?m ?b)]
  [(od ?a ?b) [?a :word/synonyms ?m] (ev ?m ?b)]]"""
DEPTH = """[[(edepth ?w ?d) [?w :word/etymon ?r] [(ground 1) ?d]]
  [(edepth ?w ?d) [?w :word/etymon ?m] [(!= ?m ?w)] (edepth ?m ?d0) [(inc ?d0) ?d] [(< ?d 5)]]]"""

# ---- lookup of each kind of string: constant, input, composite lookup ref
HW = [("apple", "en"), ("cafe\u0301", "fr"), ("straße", "de"), ("ΛΌΓΟΣ", "el"), ("سلام", "ar"),
      ("水", "zh"), ("İstanbul", "tr"), ("🦊", "emoji"), ("👩\u200d💻", "emoji"), ("ｚｅｂｒａ", "xx"),
      ("", "xx"), ("\t", "xx"), ("say \"hi\"", "en"), ("\u2126", "el"), (LONG, "xx")]
for i, (h, l) in enumerate(HW):
    add(f"lk-const-{i:02d}", f"[:find ?c :where [?w :word/headword {s(h)}] [?w :word/code ?c]]")
    add(f"lk-input-{i:02d}", f"(q [:find ?c . :in $ ?h :where [?w :word/headword ?h] [?w :word/code ?c]] $ {s(h)})")
    add(f"lk-ref-{i:02d}", f"(pull [:word/code :word/lang] [:word/hw+lang [{s(h)} :{l}]])")
add("lk-wrong-lang", '(pull [:word/code] [:word/hw+lang ["café" :en]])')
add("lk-nfc-vs-nfd", '[:find (count ?w) . :where [?w :word/headword ?h] [(contains? #{"café" "cafe\u0301"} ?h)]]')
add("lk-ohm-vs-omega", '(q [:find ?c :in $ [?h ...] :where [?w :word/headword ?h] [?w :word/code ?c]] $ ["Ω" "\u2126"])')
add("lk-tuple-attr-value", '[:find ?t . :where [?w :word/code "FR-005"] [?w :word/hw+lang ?t]]')
add("lk-tuple-const", '[:find ?c . :where [?w :word/hw+lang ["🦊" :emoji]] [?w :word/code ?c]]')
add("lk-tuple-input", '(q [:find ?c . :in $ ?t :where [?w :word/hw+lang ?t] [?w :word/code ?c]] $ ["ß" :de])')
add("lk-missing-headword", '[:find ?c :where [?w :word/code ?c] [(missing? $ ?w :word/headword)]]')
add("lk-missing-hwlang", '[:find ?c :where [?w :word/code ?c] [(missing? $ ?w :word/hw+lang)]]')
add("lk-uuid-ref", '(pull [:word/headword] [:word/lemma-id #uuid "00000033-0000-4000-8000-000000000043"])')
add("lk-code-ref", '(pull [:word/headword :word/pos] [:word/code "EMOJI-046"])')

# ---- per-string function families (input string)
SP = ["café", "cafe\u0301", "straße", "ΛΌΓΟΣ", "Ὀδυσσεύς", "İstanbul", "Işık", "👩\u200d💻", "fox🦊",
      "𝐀𝐁𝐂", "say \"hi\"", "ΣΑΣ"]
FN = [("count", "[(count ?s) ?r]"), ("up", "[(clojure.string/upper-case ?s) ?r]"),
      ("low", "[(clojure.string/lower-case ?s) ?r]"), ("cap", "[(clojure.string/capitalize ?s) ?r]"),
      ("prstr", "[(pr-str ?s) ?r]"), ("fmt", '[(format "%-10s|" ?s) ?r]'),
      ("rev", "[(clojure.string/reverse ?s) ?r]")]
for i, x in enumerate(SP):
    for fn, cl in FN:
        add(f"sf-{fn}-{i:02d}", f"(q [:find ?r . :in ?s :where {cl}] {s(x)})")

# ---- ordering across scripts, case, emoji
add("ord-all-headwords", "[:find ?h ?c :where [?w :word/headword ?h] [?w :word/code ?c] :order-by [?h ?c]]")
add("ord-desc-limit", "[:find ?h :where [?w :word/headword ?h] [?w :word/lang ?l] [(not= ?l :xx)] :order-by [?h :desc] :limit 12]")
add("ord-offset", "[:find ?h ?c :where [?w :word/headword ?h] [?w :word/code ?c] :order-by [?h :asc ?c :desc] :limit 10 :offset 60]")
add("ord-lang-names", "[:find ?n :where [_ :lang/name ?n] :order-by [?n]]")
add("ord-min-hw", "[:find (min ?h) . :where [_ :word/headword ?h]]")
add("ord-max-hw", "[:find (max ?h) . :where [_ :word/headword ?h]]")
add("ord-min-max-per-lang", "[:find ?l (min ?h) (max ?h) :where [?w :word/lang ?l] [?w :word/headword ?h]]")
add("ord-min3-hw", "[:find (min 3 ?h) . :where [_ :word/headword ?h]]")
add("ord-max3-hw", "[:find (max 3 ?h) . :where [_ :word/headword ?h]]")
add("ord-sort-fn", '(q [:find ?r . :in ?v :where [(sort ?v) ?r]] ["z" "Z" "é" "e\u0301" "ｚ" "𝐀" "🦊" "Ω" "\u2126" "" " " "a"])')
add("ord-compare-pairs", '(q [:find ?a ?b ?r :in [[?a ?b]] :where [(compare ?a ?b) ?r]] [["a" "B"] ["é" "z"] ["ｚ" "𝐀"] ["🦊" "ｚ"] ["" " "] ["Ω" "\u2126"] ["ß" "ss"] ["abc" "ab"]])')
add("ord-compare-sign", '(q [:find ?a ?b ?r :in [[?a ?b]] :where [(compare ?a ?b) ?c] [(pos? ?c) ?r]] [["a" "B"] ["é" "z"] ["ｚ" "𝐀"] ["🦊" "ｚ"] ["" " "]])')
add("ord-lt-m", '[:find ?h :where [_ :word/headword ?h] [(< ?h "m")]]')
add("ord-ge-fullwidth", '[:find ?h :where [_ :word/headword ?h] [(>= ?h "ｚ")]]')
add("ord-between", '[:find ?h :where [_ :word/headword ?h] [(<= "a" ?h "z")]]')
add("ord-gt-greek", '[:find ?h :where [_ :word/headword ?h] [(> ?h "Ω")] [(< ?h "я")]]')
add("ord-lt-empty", '[:find (count ?h) . :where [_ :word/headword ?h] [(< ?h "")]]')
add("ord-gt-empty", '[:find (count ?h) . :where [_ :word/headword ?h] [(> ?h "")]]')
add("ord-input-range", '(q [:find ?h :in $ ?lo ?hi :where [_ :word/headword ?h] [(<= ?lo ?h)] [(< ?h ?hi)]] $ "Ä" "ё")')
add("ord-emoji-range", '[:find ?h :where [_ :word/headword ?h] [(>= ?h "\U0001F100")]]')
add("ord-astral-vs-bmp", '[:find ?h :where [_ :word/headword ?h] [(> ?h "\ufffd")]]')
add("ord-tags", "[:find ?t :where [_ :word/tags ?t] :order-by [?t :desc]]")
add("ord-gloss", "[:find ?g :where [_ :sense/gloss ?g] :order-by [?g]]")
add("ord-freq-desc", "[:find ?c ?f :where [?w :word/code ?c] [?w :word/freq ?f] :order-by [?f :desc ?c] :limit 8]")
add("ord-attested", "[:find ?c ?t :where [?w :word/code ?c] [?w :word/attested ?t] :order-by [?t ?c] :limit 10]")
add("ord-kw-lang", "[:find ?l :where [_ :word/lang ?l] :order-by [?l :desc]]")
add("ord-max-str-per-pos", "[:find ?p (max ?h) :where [?w :word/pos ?p] [?w :word/headword ?h] [(count ?h) ?n] [(< ?n 100)]]")

# ---- string predicates
add("sp-starts-caf", '[:find ?h :where [_ :word/headword ?h] [(clojure.string/starts-with? ?h "caf")]]')
add("sp-ends-combining", '[:find ?c :where [?w :word/headword ?h] [(clojure.string/ends-with? ?h "\u0301")] [?w :word/code ?c]]')
add("sp-includes-fox", '[:find ?h :where [_ :word/headword ?h] [(clojure.string/includes? ?h "🦊")]]')
add("sp-includes-empty", '[:find (count ?h) . :where [_ :word/headword ?h] [(clojure.string/includes? ?h "")]]')
add("sp-starts-empty-input", '(q [:find (count ?h) . :in $ ?p :where [_ :word/headword ?h] [(clojure.string/starts-with? ?h ?p)]] $ "")')
add("sp-blank", '[:find ?c :where [?w :word/headword ?h] [(clojure.string/blank? ?h)] [?w :word/code ?c]]')
add("sp-not-blank-count", '[:find (count ?w) . :where [?w :word/headword ?h] (not [(clojure.string/blank? ?h)])]')
add("sp-includes-quote", '[:find ?h :where [_ :word/headword ?h] [(clojure.string/includes? ?h "\\"")]]')
add("sp-includes-backslash", '[:find ?h :where [_ :word/headword ?h] [(clojure.string/includes? ?h "\\\\")]]')
add("sp-includes-newline", '[:find ?c :where [?w :word/headword ?h] [(clojure.string/includes? ?h "\\n")] [?w :word/code ?c]]')
add("sp-includes-tab", '[:find ?c :where [?w :word/headword ?h] [(clojure.string/includes? ?h "\\t")] [?w :word/code ?c]]')
add("sp-long-count", '[:find ?n . :where [?w :word/code "XX-063"] [?w :word/headword ?h] [(count ?h) ?n]]')
add("sp-long-subs-end", '[:find ?r . :where [?w :word/code "XX-063"] [?w :word/headword ?h] [(subs ?h 4995) ?r]]')
add("sp-long-index-of", '[:find ?r . :where [?w :word/code "XX-063"] [?w :word/headword ?h] [(clojure.string/index-of ?h "é") ?r]]')
add("sp-long-last-index", '[:find ?r . :where [?w :word/code "XX-063"] [?w :word/headword ?h] [(clojure.string/last-index-of ?h "abc") ?r]]')
add("sp-long-starts", '[:find ?c . :where [?w :word/headword ?h] [(count ?h) ?n] [(> ?n 1000)] [?w :word/code ?c]]')
add("sp-count-dist", '[:find ?n (count ?w) :where [?w :word/headword ?h] [(count ?h) ?n] [(< ?n 6)]]')
add("sp-subs-emoji", '(q [:find ?a ?b :in ?s :where [(subs ?s 0 3) ?a] [(subs ?s 3) ?b]] "fox🦊")')
add("sp-subs-split-surrogate", '(q [:find ?a . :in ?s :where [(subs ?s 0 4) ?a] [(count ?a) ?n]] "fox🦊")')
add("sp-subs-combining", '(q [:find ?a ?b :in ?s :where [(subs ?s 0 4) ?a] [(subs ?s 4) ?b]] "cafe\u0301")')
add("sp-index-of-emoji", '(q [:find ?i . :in ?s :where [(clojure.string/index-of ?s "🦊") ?i]] "a🦊b🦊")')
add("sp-last-index-of-emoji", '(q [:find ?i . :in ?s :where [(clojure.string/last-index-of ?s "🦊") ?i]] "a🦊b🦊")')
add("sp-index-of-missing", '(q [:find ?i . :in ?s :where [(clojure.string/index-of ?s "z") ?i]] "abc")')
add("sp-index-of-from", '(q [:find ?i . :in ?s :where [(clojure.string/index-of ?s "a" 2) ?i]] "banana")')
add("sp-subs-oob", '(q [:find ?a . :in ?s :where [(subs ?s 2 10) ?a]] "🦊")')
add("sp-count-flag", '(q [:find ?n . :in ?s :where [(count ?s) ?n]] "🇫🇷🇩🇪")')
add("sp-upper-eszett-eq", '[:find ?c :where [?w :word/headword ?h] [(clojure.string/upper-case ?h) ?u] [(= ?u "STRASSE")] [?w :word/code ?c]]')
add("sp-lower-eq-join", '[:find ?a ?b :where [?x :word/headword ?a] [?y :word/headword ?b] [(< ?a ?b)] [(clojure.string/lower-case ?a) ?la] [(clojure.string/lower-case ?b) ?la]]')
add("sp-upper-eq-join", '[:find ?a ?b :where [?x :word/headword ?a] [?y :word/headword ?b] [(< ?a ?b)] [(clojure.string/upper-case ?a) ?ua] [(clojure.string/upper-case ?b) ?ua]]')
add("sp-case-insensitive-count", '[:find ?l (count-distinct ?k) :where [?w :word/headword ?h] [?w :word/lang ?l] [(clojure.string/lower-case ?h) ?k]]')

# ---- regexes
RX = [("rx-letters", "\\p{L}+", "re-find"), ("rx-greek", "\\p{InGreek}+", "re-find"),
      ("rx-han", "\\p{IsHan}+", "re-find"), ("rx-word", "\\w+", "re-find"), ("rx-cyr", "\\p{IsCyrillic}+", "re-find"),
      ("rx-ci-apple", "(?i)^apple$", "re-matches"), ("rx-ci-unicode", "(?iu)^λόγος$", "re-matches"),
      ("rx-ci-ascii-greek", "(?i)^λόγος$", "re-matches"), ("rx-boundary", "\\bcaf", "re-find"),
      ("rx-mark", "\\p{M}", "re-find"), ("rx-so", "\\p{So}", "re-find"), ("rx-digits", "^-?\\d+$", "re-matches"),
      ("rx-upper", "^\\p{Lu}", "re-find"), ("rx-dot-emoji", "^.$", "re-matches"), ("rx-ws", "^\\s+$", "re-matches"),
      ("rx-arabic", "\\p{IsArabic}", "re-find"), ("rx-devanagari", "\\p{InDevanagari}+", "re-find"),
      ("rx-surrogate-class", "[🦊]", "re-find"), ("rx-quote", "\"[a-z]+\"", "re-find"), ("rx-lt", "\\p{Lt}", "re-find")]
for name, rx, fn in RX:
    add(name, f"[:find ?c ?m :where [?w :word/headword ?h] [(re-pattern {s(rx)}) ?re] [({fn} ?re ?h) ?m] [?w :word/code ?c]]")
add("rx-seq-words", '(q [:find ?m . :in ?s :where [(re-pattern "\\\\p{L}+") ?re] [(re-seq ?re ?s) ?m]] "ὁ λόγος, мир; 水-water 🦊fox")')
add("rx-seq-w", '(q [:find ?m . :in ?s :where [(re-pattern "\\\\w+") ?re] [(re-seq ?re ?s) ?m]] "ὁ λόγος, мир; 水-water 🦊fox naïve")')
add("rx-seq-groups", '(q [:find ?m . :in ?s :where [(re-pattern "(\\\\p{Lu})(\\\\p{Ll}+)") ?re] [(re-seq ?re ?s) ?m]] "Λόγος Мир Über İstanbul")')
add("rx-find-groups", '(q [:find ?m . :in ?s :where [(re-pattern "(\\\\d{4})-(\\\\d{2})") ?re] [(re-find ?re ?s) ?m]] "attested 0950-06")')
add("rx-matches-nil", '(q [:find ?m . :in ?s :where [(re-pattern "x") ?re] [(re-matches ?re ?s) ?m]] "abc")')
add("rx-count-per-script", '[:find ?sc (count ?w) :where [?w :word/headword ?h] [?w :word/language ?l] [?l :lang/script ?sc] [(re-pattern "^\\\\p{L}+$") ?re] [(re-matches ?re ?h)]]')
add("rx-bad", '(q [:find ?m . :in ?s :where [(re-pattern "(\\\\p{L") ?re] [(re-find ?re ?s) ?m]] "abc")')
add("rx-input-pattern", '(q [:find ?h :in $ ?p :where [_ :word/headword ?h] [(re-pattern ?p) ?re] [(re-find ?re ?h)]] $ "(?i)STRA")')
add("rx-unicode-case", '(q [:find ?h :in $ ?p :where [_ :word/headword ?h] [(re-pattern ?p) ?re] [(re-find ?re ?h)]] $ "(?iu)^σ")')
add("rx-gloss-nonascii", '[:find ?g :where [_ :sense/gloss ?g] [(re-pattern "[^\\\\x00-\\\\x7F]") ?re] [(re-find ?re ?g)]]')

# ---- str / pr-str / format / split / join / replace / trim
add("pf-str-join-headwords", '[:find ?r . :where [?w :word/code "EN-053"] [?w :word/headword ?h] [(str "<" ?h ">") ?r]]')
add("pf-prstr-quote", '[:find ?r . :where [?w :word/code "EN-053"] [?w :word/headword ?h] [(pr-str ?h) ?r]]')
add("pf-prstr-backslash", '[:find ?r . :where [?w :word/code "EN-054"] [?w :word/headword ?h] [(pr-str ?h) ?r]]')
add("pf-prstr-newline", '[:find ?r . :where [?w :word/code "EN-056"] [?w :word/headword ?h] [(pr-str ?h) ?r]]')
add("pf-prstr-vector", '(q [:find ?r . :in ?a ?b :where [(vector ?a ?b) ?v] [(pr-str ?v) ?r]] "say \\"hi\\"" "tab\\there")')
add("pf-prstr-kw-tuple", '[:find ?r . :where [?w :word/code "EN-001"] [?w :word/meta ?m] [(pr-str ?m) ?r]]')
add("pf-str-tuple", '[:find ?r . :where [?w :word/code "EN-001"] [?w :word/meta ?m] [(str ?m) ?r]]')
add("pf-str-many", '(q [:find ?r . :in ?a ?b ?c :where [(str ?a ?b ?c) ?r]] "🦊" nil "ß")')
add("pf-fmt-right", '(q [:find ?r . :in ?s :where [(format "%10s|" ?s) ?r]] "ΛΌΓΟΣ")')
add("pf-fmt-prec", '(q [:find ?r . :in ?s :where [(format "%.2s|" ?s) ?r]] "🦊ab")')
add("pf-fmt-upper-S", '(q [:find ?r . :in ?s :where [(format "%S" ?s) ?r]] "straße")')
add("pf-fmt-multi", '[:find ?r :where [?w :word/lang :el] [?w :word/headword ?h] [?w :word/rank ?k] [(format "%-8s|%5d" ?h ?k) ?r]]')
add("pf-fmt-double", '[:find ?r :where [?w :word/lang :ru] [?w :word/freq ?f] [(format "%.3f" ?f) ?r]]')
add("pf-fmt-bigdec", '[:find ?r :where [?w :word/lang :fr] [?w :word/score ?f] [(format "%8.2f" ?f) ?r]]')
add("pf-fmt-bigint", '[:find ?r :where [?w :word/lang :en] [?w :word/corpus-count ?n] [(format "%,d" ?n) ?r]]')
add("pf-fmt-tF-old", '[:find ?c ?r :where [?w :word/attested ?t] [?w :word/code ?c] [(format "%tF" ?t) ?r] [(< ?r "1600")]]')
add("pf-fmt-tY", '[:find ?r :where [_ :word/attested ?t] [(format "%tY/%tm" ?t ?t) ?r]]')
add("pf-str-inst-old", '[:find ?c ?r :where [?w :word/attested ?t] [?w :word/code ?c] [(str ?t) ?r] [(clojure.string/starts-with? ?r "Sun")]]')
add("pf-str-inst-all", '[:find ?r :where [_ :word/attested ?t] [(str ?t) ?r]]')
add("pf-prstr-inst", '[:find ?r :where [_ :word/attested ?t] [(pr-str ?t) ?r]]')
add("pf-inst-ms", '[:find ?r :where [_ :word/attested ?t] [(inst-ms ?t) ?r]]')
add("pf-inst-lt-1582", '[:find ?c :where [?w :word/attested ?t] [(< ?t #inst "1582-10-15T00:00:00.000-00:00")] [?w :word/code ?c]]')
add("pf-inst-lt-1000", '[:find ?c ?t :where [?w :word/attested ?t] [(< ?t #inst "1000-01-01")] [?w :word/code ?c]]')
add("pf-inst-eq-old", '[:find (count ?w) . :where [?w :word/attested #inst "1066-10-14T00:00:00.000-00:00"]]')
add("pf-inst-input", '(q [:find (count ?w) . :in $ ?t :where [?w :word/attested ?t]] $ #inst "0950-06-01")')
add("pf-inst-min-max", '[:find (min ?t) (max ?t) :where [_ :word/attested ?t]]')
add("pf-split-comma", '(q [:find ?r . :in ?s :where [(re-pattern ",") ?re] [(clojure.string/split ?s ?re) ?r]] "a,ß,,🦊,")')
add("pf-split-re", '(q [:find ?r . :in ?s :where [(re-pattern "\\\\s+") ?re] [(clojure.string/split ?s ?re) ?r]] "  λόγος \\t мир\\n水  ")')
add("pf-split-empty-re", '(q [:find ?r . :in ?s :where [(re-pattern "") ?re] [(clojure.string/split ?s ?re) ?r]] "a🦊b")')
add("pf-join", '(q [:find ?r . :in ?v :where [(clojure.string/join "·" ?v) ?r]] ["λόγος" "" "🦊" "say \\"hi\\""])')
add("pf-join-headwords-lang", '[:find ?r . :where [(ground ["Ω" "Ω"]) ?v] [(clojure.string/join ?v) ?r]]')
add("pf-replace-str", '(q [:find ?r . :in ?s :where [(clojure.string/replace ?s "🦊" "fox") ?r]] "🦊 and 🦊")')
add("pf-replace-re", '(q [:find ?r . :in ?s :where [(re-pattern "\\\\p{M}") ?re] [(clojure.string/replace ?s ?re "") ?r]] "cafe\u0301 nai\u0308ve")')
add("pf-replace-group", '(q [:find ?r . :in ?s :where [(re-pattern "(\\\\w+)@(\\\\w+)") ?re] [(clojure.string/replace ?s ?re "$2 at $1") ?r]] "ana@example")')
add("pf-replace-first", '(q [:find ?r . :in ?s :where [(clojure.string/replace-first ?s "ß" "ss") ?r]] "ßaß")')
add("pf-trim-unicode-ws", '(q [:find ?r . :in ?s :where [(clojure.string/trim ?s) ?r]] "\u00a0\u2003 mot \u3000")')
add("pf-trim-tab", '(q [:find ?r . :in ?s :where [(clojure.string/trim ?s) ?r]] "\\t mot \\n")')
add("pf-triml-trimr", '(q [:find ?a ?b :in ?s :where [(clojure.string/triml ?s) ?a] [(clojure.string/trimr ?s) ?b]] "  mot  ")')
add("pf-blank-nbsp", '(q [:find ?r . :in ?s :where [(clojure.string/blank? ?s) ?r]] "\u00a0")')
add("pf-blank-emsp", '(q [:find ?r . :in ?s :where [(clojure.string/blank? ?s) ?r]] "\u2003")')
add("pf-split-lines", '(q [:find ?r . :in ?s :where [(clojure.string/split-lines ?s) ?r]] "a\\nb\\r\\nc")')
add("pf-escape-none", '(q [:find ?r . :in ?s :where [(str ?s) ?r]] "\\\\n is not a newline")')
add("pf-str-kw-name", '[:find ?r :where [?l :lang/code ?k] [(name ?k) ?n] [(str ?n "/" ?k) ?r]]')
add("pf-keyword-unicode", '(q [:find ?r . :in ?s :where [(keyword ?s) ?k] [(name ?k) ?r]] "λόγος")')
add("pf-str-uuid", '[:find ?r . :where [?w :word/code "EN-000"] [?w :word/lemma-id ?u] [(str ?u) ?r]]')
add("pf-subs-unicode-hw", '[:find ?h ?r :where [?w :word/lang :ru] [?w :word/headword ?h] [(subs ?h 0 1) ?r]]')
add("pf-first-char", '[:find ?r :where [?w :word/lang :el] [?w :word/headword ?h] [(first ?h) ?r]]')
add("pf-seq-chars-count", '(q [:find ?n . :in ?s :where [(seq ?s) ?c] [(count ?c) ?n]] "👍🏽")')
add("pf-char-code", '(q [:find ?r . :in ?s :where [(first ?s) ?c] [(int ?c) ?r]] "𝐀")')
add("pf-str-concat-eq", '[:find ?c :where [?w :word/headword ?h] [(str "cafe" "\u0301") ?x] [(= ?h ?x)] [?w :word/code ?c]]')

# ---- basics / types
add("b-lang-count", "[:find (count ?l) . :where [?l :lang/code]]")
add("b-word-count", "[:find (count ?w) . :where [?w :word/code]]")
add("b-rtl", "[:find ?n :where [?l :lang/rtl true] [?l :lang/name ?n]]")
add("b-no-rtl", "[:find ?k :where [?l :lang/code ?k] [(missing? $ ?l :lang/rtl)]]")
add("b-empty-lang-name", '[:find ?k :where [?l :lang/name ""] [?l :lang/code ?k]]')
add("b-ws-script", '[:find ?k :where [?l :lang/script "   "] [?l :lang/code ?k]]')
add("b-speakers-zero", "[:find ?k :where [?l :lang/speakers 0] [?l :lang/code ?k]]")
add("b-speakers-neg", "[:find ?k :where [?l :lang/speakers ?s] [(neg? ?s)] [?l :lang/code ?k]]")
add("b-freq-zero", "[:find (count ?w) . :where [?w :word/freq 0.0]]")
add("b-freq-neg", "[:find ?c :where [?w :word/freq ?f] [(neg? ?f)] [?w :word/code ?c]]")
add("b-freq-tiny", "[:find ?c ?f :where [?w :word/freq ?f] [(< 0 ?f 1e-6)] [?w :word/code ?c]]")
add("b-freq-long-const", "[:find (count ?w) . :where [?w :word/freq 100]]")
add("b-rank-zero", "[:find (count ?w) . :where [?w :word/rank 0]]")
add("b-score-zero", "[:find (count ?w) . :where [?w :word/score 0M]]")
add("b-score-eq-10", "[:find (count ?w) . :where [?w :word/score 10M]]")
add("b-score-100", "[:find (count ?w) . :where [?w :word/score 100M]]")
add("b-bigint-big", "[:find ?c :where [?w :word/corpus-count ?n] [(> ?n 1000000000000000000N)] [?w :word/code ?c]]")
add("b-bigint-neg", "[:find ?c ?n :where [?w :word/corpus-count ?n] [(neg? ?n)] [?w :word/code ?c]]")
add("b-archaic-count", "[:find ?a (count ?w) :where [?w :word/archaic ?a]]")
add("b-pos-count", "[:find ?p (count ?w) :where [?w :word/pos ?p]]")
add("b-tags-count", "[:find ?t (count ?w) :where [?w :word/tags ?t]]")
add("b-tag-empty", '[:find (count ?w) . :where [?w :word/tags ""]]')
add("b-tag-quote", '[:find ?c :where [?w :word/tags "x\\"y"] [?w :word/code ?c] [?w :word/lang :de]]')
add("b-span-first-neg", "[:find ?c :where [?w :word/span ?s] [(first ?s) ?a] [(neg? ?a)] [?w :word/code ?c] [?w :word/lang :el]]")
add("b-span-untuple", "[:find ?a ?b :where [?w :word/lang :ru] [?w :word/span ?s] [(untuple ?s) [?a ?b]]]")
add("b-span-const", "[:find ?c . :where [?w :word/span [0 20]] [?w :word/code ?c]]")
add("b-meta-untuple", "[:find ?r ?n ?t :where [?w :word/meta ?m] [(untuple ?m) [?r ?n ?t]] [(< ?n -10)]]")
add("b-meta-const", '[:find ?c . :where [?w :word/meta [:slang -17 "rare"]] [?w :word/code ?c]]')
add("b-uuid-missing", "[:find ?c :where [?w :word/code ?c] [(missing? $ ?w :word/lemma-id)]]")
add("b-sense-count", "[:find (count ?s) . :where [?s :sense/gloss]]")
add("b-sense-empty-gloss", '[:find ?c :where [?w :word/senses ?s] [?s :sense/gloss ""] [?w :word/code ?c] [?w :word/lang :en]]')
add("b-ident-attr", "[:find ?e . :where [?e :db/ident :word/headword]]")
add("b-language-join", '[:find ?h ?n :where [?w :word/headword ?h] [?w :word/language ?l] [?l :lang/rtl true] [?l :lang/name ?n]]')
add("b-lang-no-words", "[:find ?k :where [?l :lang/code ?k] (not [_ :word/language ?l])]")

# ---- joins, not, or
add("j-same-hw-diff-lang", "[:find ?h ?l1 ?l2 :where [?a :word/headword ?h] [?b :word/headword ?h] [?a :word/lang ?l1] [?b :word/lang ?l2] [(not= ?a ?b)]]")
add("j-syn-pairs", "[:find ?a ?b :where [?x :word/synonyms ?y] [?x :word/headword ?a] [?y :word/headword ?b] [?x :word/rank ?r] [(< ?r 50)]]")
add("j-syn-self", "[:find ?h :where [?x :word/synonyms ?x] [?x :word/headword ?h]]")
add("j-syn-mutual", "[:find ?a ?b :where [?x :word/synonyms ?y] [?y :word/synonyms ?x] [(< ?x ?y)] [?x :word/headword ?a] [?y :word/headword ?b]]")
add("j-ety-root-name", "[:find ?h ?r :where [?w :word/etymon ?e] [?w :word/headword ?h] [?e :word/headword ?r]]")
add("j-not-syn", "[:find (count ?w) . :where [?w :word/code] (not [?w :word/synonyms])]")
add("j-not-join-target", "[:find (count ?w) . :where [?w :word/code] (not-join [?w] [_ :word/synonyms ?w])]")
add("j-or-scripts", '[:find ?h :where [?w :word/headword ?h] (or [?w :word/lang :el] [?w :word/lang :grc])]')
add("j-or-join", '[:find ?c :where [?w :word/code ?c] (or-join [?w] (and [?w :word/tags "😀"] [?w :word/archaic true]) [?w :word/meta [:formal 5 ""]])]')
add("j-not-two", '[:find (count ?w) . :where [?w :word/lang :en] (not [?w :word/archaic true] [?w :word/pos :noun])]')
add("j-sense-registers", "[:find ?h (count ?s) :where [?w :word/senses ?s] [?s :sense/register :formal] [?w :word/headword ?h] [?w :word/lang :emoji]]")
add("j-sense-missing-register", "[:find (count ?s) . :where [?s :sense/gloss] [(missing? $ ?s :sense/register)]]")
add("j-sense-example-prefix", '[:find ?c ?x :where [?w :word/senses ?s] [?s :sense/example ?x] [?w :word/code ?c] [(clojure.string/starts-with? ?x "🦊")]]')
add("j-example-hw-match", '[:find (count ?w) . :where [?w :word/senses ?s] [?s :sense/example ?x] [?w :word/headword ?h] [(subs ?h 0 (min 20 (count ?h))) ?p] [(str ?p " in use") ?x]]')
add("j-example-hw-match2", '[:find (count ?w) . :where [?w :word/senses ?s] [?s :sense/example ?x] [?w :word/headword ?h] [(count ?h) ?n] [(min 20 ?n) ?k] [(subs ?h 0 ?k) ?p] [(str ?p " in use") ?x]]')
add("j-get-else-freq", '[:find ?c ?f :where [?w :word/lang :de] [?w :word/code ?c] [(get-else $ ?w :word/freq -99.0) ?f]]')
add("j-get-else-hw", '[:find ?c ?h :where [?w :word/lang :en] [?w :word/code ?c] [(get-else $ ?w :word/headword "∅") ?h] [(< ?h "B")]]')
add("j-get-some", '[:find ?c ?a ?v :where [?w :word/lang :tr] [?w :word/code ?c] [(get-some $ ?w :word/archaic :word/rank) [?a ?v]]]')

# ---- rules
add("r-syn-reach-apple", f"(q [:find ?h :in $ % :where [?w :word/code \"EN-000\"] (syn* ?w ?x) [?x :word/headword ?h]] $ {SYN})")
add("r-syn-reach-count", f"(q [:find ?c (count ?x) :in $ % :where [?w :word/code ?c] [?w :word/lang :emoji] (syn* ?w ?x)] $ {SYN})")
add("r-syn-ring", f"(q [:find (count ?x) . :in $ % :where [?w :word/code \"XX-070\"] (syn* ?w ?x)] $ {SYN})")
add("r-syn-cyclic", f"(q [:find ?h :in $ % :where [?w :word/headword ?h] (syn* ?w ?w) [?w :word/rank ?r] [(< ?r 100)]] $ {SYN})")
add("r-ety-root", f"(q [:find ?h ?r :in $ % :where [?w :word/headword ?h] (from ?w ?e) [?e :word/headword ?r] (not [?e :word/etymon])] $ {ETY})")
add("r-ety-bound-input", f"(q [:find ?h :in $ % ?root :where [?e :word/headword ?root] (from ?w ?e) [?w :word/headword ?h]] $ {ETY} \"aqua\")")
add("r-ety-lookup-arg", f"(q [:find ?h :in $ % :where (from ?w [:word/code \"LA-040\"]) [?w :word/headword ?h]] $ {ETY})")
add("r-ety-loop", f"(q [:find ?h :in $ % :where (from ?w ?w) [?w :word/headword ?h]] $ {ETY})")
add("r-evodd", f"(q [:find ?h :in $ % :where [?w :word/code \"EN-000\"] (od ?w ?x) [?x :word/headword ?h]] $ {EVODD})")
add("r-evodd-ev", f"(q [:find ?h :in $ % :where [?w :word/code \"FR-005\"] (ev ?w ?x) [?x :word/headword ?h]] $ {EVODD})")
add("r-depth", f"(q [:find ?c ?d :in $ % :where [?w :word/code ?c] (edepth ?w ?d)] $ {DEPTH})")
add("r-depth-max", f"(q [:find ?c (max ?d) :in $ % :where [?w :word/code ?c] (edepth ?w ?d)] $ {DEPTH})")
add("r-rule-string-const", "(q [:find ?c :in $ % :where (hw ?w \"ёж\") [?w :word/code ?c]] $ [[(hw ?w ?h) [?w :word/headword ?h]]])")
add("r-rule-emoji-prefix", "(q [:find ?h :in $ % :where (pre ?w \"fox\") [?w :word/headword ?h]] $ [[(pre ?w ?p) [?w :word/headword ?h] [(clojure.string/starts-with? ?h ?p)]]])")
add("r-rule-or-branches", "(q [:find ?h :in $ % :where (rtl-or-han ?w) [?w :word/headword ?h]] $ [[(rtl-or-han ?w) [?w :word/language ?l] [?l :lang/rtl true]] [(rtl-or-han ?w) [?w :word/language ?l] [?l :lang/script \"Han\"]]])")
add("r-rule-unknown", "(q [:find ?h :in $ % :where (nope ?w) [?w :word/headword ?h]] $ [[(hw ?w ?h) [?w :word/headword ?h]]])")

# ---- aggregates
add("a-count-distinct-lang", "[:find (count-distinct ?l) . :where [_ :word/lang ?l]]")
add("a-freq-stats", "[:find (sum ?f) (avg ?f) (min ?f) (max ?f) :where [_ :word/freq ?f]]")
add("a-freq-median", "[:find (median ?f) . :where [_ :word/freq ?f]]")
add("a-freq-var", "[:find (variance ?f) (stddev ?f) :where [_ :word/freq ?f]]")
add("a-freq-with", "[:find (sum ?f) . :with ?w :where [?w :word/freq ?f]]")
add("a-rank-per-lang", "[:find ?l (sum ?r) (median ?r) :where [?w :word/lang ?l] [?w :word/rank ?r]]")
add("a-score-sum", "[:find (sum ?s) . :where [_ :word/score ?s]]")
add("a-score-minmax", "[:find (min ?s) (max ?s) :where [_ :word/score ?s]]")
add("a-score-distinct", "[:find (distinct ?s) . :where [_ :word/score ?s]]")
add("a-bigint-max", "[:find (max ?n) . :where [_ :word/corpus-count ?n]]")
add("a-bigint-min2", "[:find (min 2 ?n) . :where [_ :word/corpus-count ?n]]")
add("a-count-hw-distinct", "[:find (count ?h) (count-distinct ?h) :where [_ :word/headword ?h]]")
add("a-distinct-tags-el", "[:find (distinct ?t) . :where [?w :word/lang :el] [?w :word/tags ?t]]")
add("a-max-n-freq", "[:find (max 4 ?f) . :where [_ :word/freq ?f]]")
add("a-min-n-inst", "[:find (min 2 ?t) . :where [_ :word/attested ?t]]")
add("a-count-senses-per-word", "[:find ?n (count ?w) :where [?w :word/code] [?w :word/senses ?s] [?s :sense/n ?n]]")
add("a-sum-hw-length", "[:find (sum ?n) . :with ?w :where [?w :word/headword ?h] [(count ?h) ?n]]")
add("a-avg-hw-length-lang", "[:find ?l (avg ?n) :with ?w :where [?w :word/lang ?l] [?w :word/headword ?h] [(count ?h) ?n] [(< ?n 100)]]")
add("a-agg-on-string-sum", "[:find (sum ?h) . :where [_ :word/headword ?h]]")
add("a-median-strings", "[:find (median ?h) . :where [_ :word/headword ?h]]")
add("a-count-bool", "[:find (count ?a) (count-distinct ?a) :where [_ :word/archaic ?a]]")
add("a-stddev-rank", "[:find ?p (stddev ?r) :where [?w :word/pos ?p] [?w :word/rank ?r]]")

# ---- find specs
add("f-scalar", '[:find ?h . :where [?w :word/code "RU-022"] [?w :word/headword ?h]]')
add("f-coll", "[:find [?h ...] :where [?w :word/lang :he] [?w :word/headword ?h]]")
add("f-tuple", '[:find [?h ?l ?r] :where [?w :word/code "HI-034"] [?w :word/headword ?h] [?w :word/lang ?l] [?w :word/rank ?r]]')
add("f-keys", '[:find ?h ?f :keys headword freq :where [?w :word/lang :ar] [?w :word/headword ?h] [?w :word/freq ?f]]')
add("f-strs", '[:find ?h ?c :strs h c :where [?w :word/lang :ja] [?w :word/headword ?h] [?w :word/code ?c]]')
add("f-syms", '[:find ?h ?p :syms h p :where [?w :word/lang :tr] [?w :word/headword ?h] [?w :word/pos ?p]]')
add("f-keys-unicode-key", '[:find ?h :keys λ :where [?w :word/lang :el] [?w :word/headword ?h]]')
add("f-keys-mismatch", '[:find ?h ?c :keys h :where [?w :word/lang :el] [?w :word/headword ?h] [?w :word/code ?c]]')
add("f-pull-find", '[:find (pull ?w [:word/headword :word/lang]) :where [?w :word/lang :he]]')
add("f-pull-find-scalar", '[:find (pull ?w [:word/headword {:word/senses [:sense/gloss]}]) . :where [?w :word/code "EMOJI-043"]]')
add("f-find-const-string", '(q [:find ?x . :where [(ground "🦊") ?x]])')
add("f-find-nil-scalar", '[:find ?h . :where [?w :word/code "NOPE"] [?w :word/headword ?h]]')

# ---- inputs of every binding form
add("i-coll", '(q [:find ?c :in $ [?h ...] :where [?w :word/headword ?h] [?w :word/code ?c]] $ ["мир" "Мир" "ёж" "нет"])')
add("i-tuple", '(q [:find ?c . :in $ [?h ?l] :where [?w :word/headword ?h] [?w :word/lang ?l] [?w :word/code ?c]] $ ["ß" :de])')
add("i-relation", '(q [:find ?c ?note :in $ [[?h ?note]] :where [?w :word/headword ?h] [?w :word/code ?c]] $ [["🦊" "fox"] ["水" "water"] ["" "empty"] ["tab\\there" "tab"]])')
add("i-lookup-ref-input", '(q [:find ?h . :in $ ?w :where [?w :word/headword ?h]] $ [:word/hw+lang ["ёж" :ru]])')
add("i-lookup-ref-code", '(q [:find ?f . :in $ ?w :where [?w :word/freq ?f]] $ [:word/code "EL-015"])')
add("i-lookup-ref-coll", '(q [:find ?h :in $ [?w ...] :where [?w :word/headword ?h]] $ [[:word/code "EL-015"] [:word/code "EL-016"]])')
add("i-uuid-input", '(q [:find ?h . :in $ ?u :where [?w :word/lemma-id ?u] [?w :word/headword ?h]] $ #uuid "00000033-0000-4000-8000-000000000031")')
add("i-kw-coll", '(q [:find ?l (count ?w) :in $ [?l ...] :where [?w :word/lang ?l]] $ [:el :grc :xx :zz])')
add("i-scalar-pred", '(q [:find ?h :in $ ?n :where [_ :word/headword ?h] [(count ?h) ?k] [(= ?k ?n)]] $ 2)')
add("i-empty-coll", '(q [:find ?h :in $ [?h ...] :where [_ :word/headword ?h]] $ [])')
add("i-two-sources", '(q [:find ?h ?gloss :in $ $d :where [?w :word/headword ?h] [$d ?h ?gloss]] $ [["水" "water"] ["🦊" "fox"] ["x" "none"]])')
add("i-coll-source", '(q [:find ?h ?n :in [[?h ?n]] :where [(> ?n 1)]] [["a" 1] ["β" 2] ["🦊" 3]])')
add("i-bad-lookup", '(q [:find ?h . :in $ ?w :where [?w :word/headword ?h]] $ [:word/code "ZZ-999"])')
add("i-nonunique-lookup", '(q [:find ?h . :in $ ?w :where [?w :word/headword ?h]] $ [:word/headword "apple"])')
add("i-too-few", '(q [:find ?h :in $ ?a ?b :where [?w :word/headword ?h]] $ 1)')

# ---- pull
add("p-wild-word", '(pull [*] [:word/code "EN-001"])')
add("p-wild-emoji", '(pull [*] [:word/hw+lang ["fox🦊" :emoji]])')
add("p-wild-lang", '(pull [*] [:lang/code :el])')
add("p-nested-senses", '(pull [:word/headword {:word/senses [:sense/n :sense/gloss :sense/register]}] [:word/code "EN-055"])')
add("p-reverse-language", '(pull [:lang/name {:word/_language [:word/headword]}] [:lang/code :he])')
add("p-reverse-syn", '(pull [:word/headword {:word/_synonyms [:word/headword]}] [:word/code "EN-002"])')
add("p-limit", '(pull [:lang/name {(:word/_language :limit 2) [:word/code]}] [:lang/code :en])')
add("p-default", '(pull [:word/headword (:word/freq :default -1.0) (:word/archaic :default :unknown)] [:word/code "FR-005"])')
add("p-as", '(pull [(:word/headword :as "hw") (:word/lang :as :lang)] [:word/code "EL-016"])')
add("p-recursion-syn", '(pull [:word/headword {:word/synonyms ...}] [:word/code "EN-000"])')
add("p-recursion-ety", '(pull [:word/headword {:word/etymon ...}] [:word/code "FR-006"])')
add("p-recursion-depth", '(pull [:word/headword {:word/synonyms 2}] [:word/code "XX-070"])')
add("p-ety-loop", '(pull [:word/headword {:word/etymon ...}] [:word/code "JA-030"])')
add("p-self-loop", '(pull [:word/headword {:word/etymon ...}] [:word/code "EMOJI-044"])')
add("p-component-wild", '(pull [{:word/senses [*]}] [:word/code "EN-003"])')
add("p-long", '(pull [:word/code :word/lang] [:word/code "XX-063"])')
add("p-tuple-attrs", '(pull [:word/hw+lang :word/span :word/meta] [:word/code "FR-009"])')
add("p-missing-attr", '(pull [:word/freq] [:word/code "TR-038"])')
add("p-nothing", '(pull [*] [:word/code "NOPE"])')
add("p-bad-pattern", '(pull [{:word/senses}] [:word/code "EN-003"])')
add("p-reverse-etymon", '(pull [:word/headword {:word/_etymon [:word/headword {:word/_etymon [:word/headword]}]}] [:word/code "LA-040"])')

# ---- with transactions
add("w-upsert-composite", '(with [{:word/headword "café" :word/lang :fr :word/rank 777}] [:find ?c ?r :where [?w :word/rank 777] [?w :word/code ?c] [?w :word/rank ?r]])')
add("w-upsert-emoji", '(with [{:word/headword "🦊" :word/lang :emoji :word/tags "new"}] [:find ?t :where [?w :word/hw+lang ["🦊" :emoji]] [?w :word/tags ?t]])')
add("w-new-word-astral", '(with [{:db/id "n" :word/headword "𝔘𝔫𝔦" :word/lang :xx :word/code "XX-900"}] [:find ?t . :where [?w :word/code "XX-900"] [?w :word/hw+lang ?t]])')
add("w-new-word-count", '(with [{:word/headword "new" :word/lang :en :word/code "EN-900"}] [:find (count ?w) . :where [?w :word/code]])')
add("w-uuid-upsert", '(with [{:word/lemma-id #uuid "00000033-0000-4000-8000-000000000029" :word/rank -1}] [:find ?h ?r :where [?w :word/rank -1] [?w :word/headword ?h] [?w :word/rank ?r]])')
add("w-retract-headword", '(with [[:db/retract [:word/code "EN-000"] :word/headword "apple"]] [:find ?t . :where [?w :word/code "EN-000"] [?w :word/hw+lang ?t]])')
add("w-change-lang", '(with [[:db/add [:word/code "EN-000"] :word/lang :la]] [:find ?t . :where [?w :word/code "EN-000"] [?w :word/hw+lang ?t]])')
add("w-composite-conflict", '(with [[:db/add [:word/code "EN-001"] :word/headword "apple"]] [:find (count ?w) . :where [?w :word/headword "apple"]])')
add("w-unique-value-conflict", '(with [{:word/code "EN-000" :word/headword "x" :word/lang :en}] [:find ?h . :where [?w :word/code "EN-000"] [?w :word/headword ?h]])')
add("w-cas-ok", '(with [[:db/cas [:word/code "RU-020"] :word/headword "мир" "мир!"]] [:find ?h . :where [?w :word/code "RU-020"] [?w :word/headword ?h]])')
add("w-cas-fail", '(with [[:db/cas [:word/code "RU-020"] :word/headword "Мир" "x"]] [:find ?h . :where [?w :word/code "RU-020"] [?w :word/headword ?h]])')
add("w-cas-nfd", '(with [[:db/cas [:word/code "FR-006"] :word/headword "café" "x"]] [:find ?h . :where [?w :word/code "FR-006"] [?w :word/headword ?h]])')
add("w-retract-entity-component", '(with [[:db/retractEntity [:word/code "EN-003"]]] [:find (count ?s) . :where [?s :sense/gloss]])')
add("w-retract-entity-syn", '(with [[:db/retractEntity [:word/code "EN-001"]]] [:find ?b :where [?a :word/code "EN-000"] [?a :word/synonyms ?x] [?x :word/headword ?b]])')
add("w-tempid-syn", '(with [{:db/id "t1" :word/headword "α" :word/lang :el :word/synonyms "t2"} {:db/id "t2" :word/headword "β" :word/lang :el :word/synonyms "t1"}] [:find ?a ?b :where [?x :word/synonyms ?y] [?x :word/headword ?a] [?y :word/headword ?b] [?x :word/lang :el] [(contains? #{"α" "β"} ?a)]])')
add("w-add-tag-unicode", '(with [[:db/add [:word/code "ZH-029"] :word/tags "водa"]] [:find ?t :where [?w :word/code "ZH-029"] [?w :word/tags ?t]])')
add("w-retract-tag", '(with [[:db/retract [:word/code "EN-000"] :word/tags "common"]] [:find ?t :where [?w :word/code "EN-000"] [?w :word/tags ?t]])')
add("w-add-sense", '(with [{:db/id [:word/code "EMOJI-043"] :word/senses [{:sense/n 9 :sense/gloss "renard"}]}] [:find ?g :where [?w :word/code "EMOJI-043"] [?w :word/senses ?s] [?s :sense/gloss ?g]])')
add("w-string-on-long", '(with [[:db/add [:word/code "EN-000"] :word/rank "seven"]] [:find ?r . :where [?w :word/code "EN-000"] [?w :word/rank ?r]])')
add("w-inst-old", '(with [[:db/add [:word/code "EN-000"] :word/attested #inst "0800-12-25T00:00:00.000-00:00"]] [:find ?r . :where [?w :word/code "EN-000"] [?w :word/attested ?t] [(str ?t) ?r]])')
add("w-upsert-lookup-syn", '(with [{:db/id [:word/hw+lang ["ß" :de]] :word/synonyms [:word/hw+lang ["ẞ" :de]]}] [:find ?h :where [?w :word/hw+lang ["ß" :de]] [?w :word/synonyms ?x] [?x :word/headword ?h]])')
add("w-pull-after", '(with [[:db/add [:word/code "HE-027"] :word/freq 0.0]] (pull [:word/headword :word/freq] [:word/code "HE-027"]))')

# ---- deliberate errors
add("e-unbound-pred", "[:find ?h :where [(clojure.string/starts-with? ?h \"a\")]]")
add("e-unknown-fn", "[:find ?r :where [_ :word/headword ?h] [(clojure.string/frobnicate ?h) ?r]]")
add("e-subs-oob", '[:find ?r :where [?w :word/code "EN-000"] [?w :word/headword ?h] [(subs ?h 3 99) ?r]]')
add("e-upper-long", "[:find ?r :where [_ :word/rank ?n] [(clojure.string/upper-case ?n) ?r]]")
add("e-lt-mixed", '[:find ?h :where [?w :word/headword ?h] [?w :word/rank ?r] [(< ?h ?r)]]')
add("e-find-unbound", "[:find ?x :where [_ :word/headword ?h]]")
add("e-bad-agg", "[:find (frob ?h) :where [_ :word/headword ?h]]")
add("e-or-unequal", "[:find ?h :where [?w :word/headword ?h] (or [?w :word/lang :el] [?x :word/lang :grc])]")
add("e-re-pattern-long", "[:find ?r :where [_ :word/rank ?n] [(re-pattern ?n) ?r]]")
add("e-format-bad", '(q [:find ?r . :in ?s :where [(format "%d" ?s) ?r]] "abc")')
add("e-count-number", '(q [:find ?r . :in ?s :where [(count ?s) ?r]] 42)')
add("e-pull-unknown-opt", '(pull [(:word/headword :frob 1)] [:word/code "EN-000"])')
add("e-no-where", "[:find ?h]")
add("e-lookup-not-unique-attr", '(pull [*] [:word/lang :en])')
add("e-extra-input", '[:find ?x :in ?x]')
add("e-ground-no-db", '[:find ?x . :where [(ground "x") ?x]]')
add("e-unknown-rule-var", '(q [:find ?h :in $ % :where (hw ?w) [?w :word/headword ?h]] $ [[(hw ?w ?h) [?w :word/headword ?h]]])')


def main():
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(f";; @ {n}\n{t}\n")
    print(len(E), "entries")


if __name__ == "__main__":
    main()
