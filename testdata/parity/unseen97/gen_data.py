#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen97 parity corpus (deterministic).

A scientific data catalogue whose values sit at the edges of their types:
instruments (keyword identity, uuid, float gain, bytes firmware, instants
before 1970, component parts), runs (string identity, longs at Long/MIN and
MAX, instants in milliseconds), measurements (doubles of every magnitude,
bigdecs with scale), samples (labels with quotes, backslashes, newlines,
tabs, control characters, emoji, combining marks, very long text; a parent
chain with a cycle), units (keywords with odd legal names), annotations
(symbols, long strings), file checksums, collaborators (unique-value email,
a knows graph with a self-loop).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:inst/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :inst/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :inst/name {:db/valueType :db.type/string}
 :inst/gain {:db/valueType :db.type/float}
 :inst/firmware {:db/valueType :db.type/bytes}
 :inst/commissioned {:db/valueType :db.type/instant}
 :inst/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :inst/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :inst/owner {:db/valueType :db.type/ref}
 :part/name {:db/valueType :db.type/string}
 :part/serial {:db/valueType :db.type/long}
 :run/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :run/instrument {:db/valueType :db.type/ref}
 :run/operator {:db/valueType :db.type/ref}
 :run/started {:db/valueType :db.type/instant}
 :run/counts {:db/valueType :db.type/long}
 :run/seq {:db/valueType :db.type/long}
 :run/mode {:db/valueType :db.type/symbol}
 :run/ok {:db/valueType :db.type/boolean}
 :meas/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :meas/run {:db/valueType :db.type/ref}
 :meas/sample {:db/valueType :db.type/ref}
 :meas/value {:db/valueType :db.type/double}
 :meas/unit {:db/valueType :db.type/ref}
 :meas/at {:db/valueType :db.type/instant}
 :meas/precise {:db/valueType :db.type/bigdec}
 :meas/raw {:db/valueType :db.type/long}
 :sample/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sample/label {:db/valueType :db.type/string}
 :sample/uuid {:db/valueType :db.type/uuid}
 :sample/mass {:db/valueType :db.type/bigdec}
 :sample/collaborators {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :sample/parent {:db/valueType :db.type/ref}
 :sample/kind {:db/valueType :db.type/keyword}
 :unit/sym {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :unit/name {:db/valueType :db.type/string}
 :unit/factor {:db/valueType :db.type/double}
 :annot/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :annot/target {:db/valueType :db.type/ref}
 :annot/text {:db/valueType :db.type/string}
 :annot/tag {:db/valueType :db.type/symbol}
 :annot/author {:db/valueType :db.type/ref}
 :file/path {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :file/sha256 {:db/valueType :db.type/string}
 :file/size {:db/valueType :db.type/long}
 :file/run {:db/valueType :db.type/ref}
 :collab/orcid {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :collab/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :collab/name {:db/valueType :db.type/string}
 :collab/knows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :collab/h-index {:db/valueType :db.type/long}}
"""

# the edge values
DOUBLES = ["1.0E-300", "1.0E300", "1.0E21", "123456789.123", "0.30000000000000004", "-0.0", "0.0",
           "4.9E-324", "1.7976931348623157E308", "-2.5E-8", "1.0E7", "9999999.0", "0.001", "-1.0E21",
           "3.141592653589793", "2.0", "1.0E-5", "6.02214076E23", "-273.15", "100.0"]
LONGS = ["9223372036854775807", "-9223372036854775808", "0", "-1", "1", "4294967296", "2147483647",
         "-2147483648", "1000000000000", "42"]
BIGDECS = ["1.50M", "1E+3M", "0.000M", "-12.345M", "1.5M", "99999999999999999999.99M", "0.1M", "7.5E+5M"]
UNITS = [(":a/b.c", "dotted"), (":x-y?", "question"), (":ns/+", "plus"), (":si/m", "metre"),
         (":si/kg", "kilogram"), (":si/s", "second"), (":lab/μA", "microampere"), (":u/*", "star"),
         (":u/a->b", "arrow"), (":K", "kelvin")]
CTRL = "a\\u0001b\\u001fc"


def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")


LABELS = [
    'He said "hi"', "back\\slash", "line1\nline2", "tab\there", "", " ", "😀 emoji", "e\u0301cole",
    "naïve café", "Ω≈ç√", "日本語サンプル", "x" * 3000, "'single'", "a,b;c", "%s %d", "NUL-free\u0007bell",
    "trailing ", "CAPS", "mixed Case", "🧪🔬 lab", "zero\u200bwidth", "A" * 1000 + "😀", "-", "123", "nil",
]


NAMES = ["Ada", "Björn", "Chloé", "Dmitri", "Émile", "李雷", "O'Brien", "Zoë", "", "Ünal", "María José", "Kwame"]


def inst(y, mo, d, h=0, mi=0, s=0, ms=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}-00:00"'


def main():
    ents = []
    for i, (sym, nm) in enumerate(UNITS):
        ents.append(f'{{:db/id "u{i}" :unit/sym {sym} :unit/name "{nm}" :unit/factor {DOUBLES[(i * 3) % len(DOUBLES)]}}}')
    for c in range(12):
        e = [f':db/id "c{c}"', f':collab/orcid "0000-0002-{c:04d}"', ':collab/name "' + esc(NAMES[c]) + '"',
             f":collab/h-index {[0, 5, 12, 40, 7, 3, 99, 1, 0, 22, 15, 8][c]}"]
        if c % 4 != 3:
            e.append(f':collab/email "c{c}@lab.example"')
        kn = [f'"c{(c + 1) % 12}"']
        if c == 5:
            kn.append('"c5"')
        if c % 3 == 0:
            kn.append(f'"c{(c + 5) % 12}"')
        e.append(":collab/knows [" + " ".join(kn) + "]")
        ents.append("{" + " ".join(e) + "}")
    INSTS = [(":spec/nmr-600", "NMR 600", "1.5", inst(1965, 3, 1, 8)), (":xrd/d8", "XRD D8", "0.1", inst(1969, 12, 31, 23, 59, 59, 999)),
             (":ms/orbi-t", "Orbitrap", "-2.25", inst(1970, 1, 1, 0, 0, 0, 1)), (":em/titan", "Titan EM", "3.0E38", inst(2001, 9, 9, 1, 46, 40)),
             (":ms/q-tof?", "Q-TOF", "1.0E-7", inst(1900, 1, 1)), (":opt/+laser", "Laser «α»", "0.0", inst(2024, 2, 29, 12, 0, 0, 123))]
    for i, (code, nm, gain, comm) in enumerate(INSTS):
        e = [f':db/id "i{i}"', f":inst/code {code}", f':inst/uuid #uuid "00000000-0000-4000-8000-0000000000{i:02d}"',
             f':inst/name "{esc(nm)}"', f":inst/commissioned {comm}", f':inst/owner "c{i * 2}"']
        if i != 5:
            e.append(f":inst/gain {gain}")
        if i % 2 == 0 and False:  # Datalevin's EDN reader has no #bytes tag (check.clj: "No reader function for tag bytes")
            e.append(f':inst/firmware #bytes "{["AAEC", "/w==", "aGVsbG8="][i // 2]}"')
        tags = [[":nmr", ":liquid"], [":xrd"], [":ms", ":high-res"], [":em", ":cryo", ":high-res"], [":ms"], []][i]
        if tags:
            e.append(":inst/tags [" + " ".join(tags) + "]")
        if i < 4:
            e.append(":inst/parts [" + " ".join(f'{{:part/name "p{i}-{k}" :part/serial {LONGS[(i + k) % len(LONGS)]}}}' for k in range(i % 3 + 1)) + "]")
        ents.append("{" + " ".join(e) + "}")
    for s in range(len(LABELS)):
        e = [f':db/id "s{s}"', f':sample/id "S{s:03d}"', f':sample/label "{esc(LABELS[s])}"',
             f':sample/uuid #uuid "5a000000-0000-4000-8000-{s:012d}"',
             f":sample/kind {[':kind/solid', ':kind/liquid', ':kind/gas', ':kind/x-y?'][s % 4]}",
             f':sample/collaborators ["c{s % 12}" "c{(s * 5) % 12}"]']
        if s % 3 != 2:
            e.append(f":sample/mass {BIGDECS[s % len(BIGDECS)]}")
        if s > 0 and s % 2 == 0:
            e.append(f':sample/parent "s{s - 2}"')
        if s == 1:
            e.append(':sample/parent "s7"')
        if s == 7:
            e.append(':sample/parent "s1"')
        if s == 9:
            e.append(':sample/parent "s9"')
        ents.append("{" + " ".join(e) + "}")
    nr = 0
    for r in range(30):
        i = r % 6
        e = [f':db/id "r{r}"', f':run/id "R-{r:03d}"', f':run/instrument "i{i}"', f':run/operator "c{r % 12}"',
             f":run/started {inst(2024 if r % 5 else 1969, 1 + r % 12, 1 + r % 28, r % 24, r % 60, r % 60, (r * 37) % 1000)}",
             f":run/counts {LONGS[r % len(LONGS)]}", f":run/seq {r % 7}",
             f":run/ok {'true' if r % 4 else 'false'}"]
        if r % 5 != 4:
            e.append(f":run/mode {['scan/fast', 'scan/slow', 'manual', 'a.b/c-d?'][r % 4]}")
        ents.append("{" + " ".join(e) + "}")
        nr += 1
    for m in range(120):
        r, s = m % 30, (m * 7) % len(LABELS)
        e = [f':meas/id "M-{m:04d}"', f':meas/run "r{r}"', f':meas/sample "s{s}"',
             f":meas/value {DOUBLES[m % len(DOUBLES)]}", f':meas/unit "u{m % len(UNITS)}"',
             f":meas/at {inst(2024, 1 + m % 12, 1 + m % 28, m % 24, (m * 7) % 60, m % 60, m % 1000)}",
             f":meas/raw {LONGS[(m * 3) % len(LONGS)]}"]
        if m % 4 == 0:
            e.append(f":meas/precise {BIGDECS[(m // 4) % len(BIGDECS)]}")
        ents.append("{" + " ".join(e) + "}")
    for a in range(25):
        txt = ["ok", "see \"fig 2\"", "\\alpha", "multi\nline\nnote", "\t", "x" * 5000, "🧬 DNA", "e\u0301", "", "Σ=∑"][a % 10]
        e = [f":annot/id {a if a % 5 else -a * 1000000000000}", f':annot/target "{["s", "r", "i"][a % 3]}{a % 6}"',
             f':annot/text "{esc(txt)}"', f':annot/author "c{a % 12}"']
        if a % 3 != 1:
            e.append(f":annot/tag {['qc/pass', 'qc/fail', 'review', 'x-y?', 'ns/+'][a % 5]}")
        ents.append("{" + " ".join(e) + "}")
    for f in range(40):
        e = [f':file/path "/data/run{f % 30:03d}/{["raw.h5", "spec.csv", "img 01.tif", "méta.json"][f % 4]}"',
             f':file/sha256 "{format((f * 2654435761) % (1 << 64), "016x") * 4}"', f":file/size {LONGS[f % len(LONGS)]}",
             f':file/run "r{f % 30}"']
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as fh:
        fh.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as fh:
        fh.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
