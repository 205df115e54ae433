#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen111 parity corpus (deterministic).

Agricultural supply chain: farms (string identity, unicode/empty names, negative
elevation, organic flag sometimes missing, neighbour graph with cycles and a
self-loop, component certifications), fields (composite identity
[:field/farm :field/no], pH sometimes missing), crops (keyword identity,
rotation graph with a cycle), harvest lots (bigdec price, bigint seed count,
double kg, grade sometimes missing, cardinality-many string tags incl. "" and
unicode), processors (bigint capacity, cardinality-many suppliers), shipments
(many lots, component legs, arrival sometimes missing, negative temperatures,
bigdec cost), lab tests (component measurements: keyword analyte, double value
incl. negative, boolean ok sometimes missing).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(111)

SCHEMA = """{:farm/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :farm/name {:db/valueType :db.type/string}
 :farm/region {:db/valueType :db.type/keyword}
 :farm/elevation {:db/valueType :db.type/long}
 :farm/organic {:db/valueType :db.type/boolean}
 :farm/area {:db/valueType :db.type/double}
 :farm/founded {:db/valueType :db.type/instant}
 :farm/neighbors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :farm/certs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :cert/kind {:db/valueType :db.type/keyword}
 :cert/body {:db/valueType :db.type/string}
 :cert/expires {:db/valueType :db.type/instant}
 :field/farm {:db/valueType :db.type/ref}
 :field/no {:db/valueType :db.type/long}
 :field/key {:db/valueType :db.type/tuple :db/tupleAttrs [:field/farm :field/no] :db/unique :db.unique/identity}
 :field/soil {:db/valueType :db.type/keyword}
 :field/ha {:db/valueType :db.type/double}
 :field/ph {:db/valueType :db.type/double}
 :crop/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :crop/name {:db/valueType :db.type/string}
 :crop/family {:db/valueType :db.type/keyword}
 :crop/after {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :lot/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :lot/field {:db/valueType :db.type/ref}
 :lot/crop {:db/valueType :db.type/ref}
 :lot/harvested {:db/valueType :db.type/instant}
 :lot/kg {:db/valueType :db.type/double}
 :lot/price {:db/valueType :db.type/bigdec}
 :lot/seeds {:db/valueType :db.type/bigint}
 :lot/grade {:db/valueType :db.type/keyword}
 :lot/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :lot/moisture {:db/valueType :db.type/double}
 :proc/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :proc/name {:db/valueType :db.type/string}
 :proc/country {:db/valueType :db.type/keyword}
 :proc/capacity {:db/valueType :db.type/bigint}
 :proc/suppliers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ship/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ship/lots {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ship/from {:db/valueType :db.type/ref}
 :ship/to {:db/valueType :db.type/ref}
 :ship/departed {:db/valueType :db.type/instant}
 :ship/arrived {:db/valueType :db.type/instant}
 :ship/temp {:db/valueType :db.type/double}
 :ship/cost {:db/valueType :db.type/bigdec}
 :ship/legs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :leg/seq {:db/valueType :db.type/long}
 :leg/carrier {:db/valueType :db.type/string}
 :leg/km {:db/valueType :db.type/double}
 :test/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :test/lot {:db/valueType :db.type/ref}
 :test/lab {:db/valueType :db.type/string}
 :test/at {:db/valueType :db.type/instant}
 :test/ms {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :m/analyte {:db/valueType :db.type/keyword}
 :m/value {:db/valueType :db.type/double}
 :m/ok {:db/valueType :db.type/boolean}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


def vec(xs):
    return "[" + " ".join(xs) + "]"


FARMS = [("F01", "Hof Müller", ":alps", 812, True, 42.5), ("F02", "Ferme du Lac", ":jura", 455, False, 18.25),
         ("F03", "Granja São João", ":coast", 3, None, 120.0), ("F04", "Polderhoeve", ":polder", -6, True, 64.75),
         ("F05", "", ":polder", -2, None, 0.5), ("F06", "農場 さくら", ":hills", 230, True, 9.125),
         ("F07", "Agroturystyka Łąka", ":plains", 140, False, 77.0), ("F08", "Quinta d'Ouro", ":coast", 0, True, 33.3)]
CROPS = [(":wheat", "Wheat", ":poaceae"), (":barley", "Barley", ":poaceae"), (":maize", "Maize", ":poaceae"),
         (":rye", "Rye", ":poaceae"), (":potato", "Potato", ":solanaceae"), (":tomato", "Tomate", ":solanaceae"),
         (":bean", "Faba bean", ":fabaceae"), (":pea", "Pea", ":fabaceae"), (":rapeseed", "Rapeseed", ":brassicaceae"),
         (":beet", "Sugar beet", ":amaranthaceae"), (":clover", "Klee", ":fabaceae"), (":oat", "", ":poaceae")]
AFTER = {":wheat": [":bean", ":rapeseed"], ":barley": [":wheat"], ":maize": [":clover"], ":rye": [":potato"],
         ":potato": [":wheat", ":barley"], ":bean": [":wheat"], ":pea": [":maize"], ":rapeseed": [":barley"],
         ":beet": [":pea", ":beet"], ":clover": [":oat"], ":oat": [":maize"]}  # cycles wheat->bean->wheat, beet self-loop
SOILS = [":loam", ":clay", ":sand", ":silt", ":peat"]
GRADES = [":a", ":b", ":c", ":reject"]
TAGS = ["bio", "export", "frost-damaged", "", "Öko", "有機", "seed-stock", "late"]
ANALYTES = [":cadmium", ":nitrate", ":moisture", ":aflatoxin", ":protein", ":ph"]
CARRIERS = ["TransAlp", "Øresund Freight", "Camión Ruiz", "", "Kargo Türk"]


def main():
    out = []
    for i, (fid, nm, reg, el, org, area) in enumerate(FARMS):
        d = {":db/id": s(fid), ":farm/id": s(fid), ":farm/name": s(nm), ":farm/region": reg,
             ":farm/elevation": el, ":farm/area": repr(area), ":farm/founded": inst(1890 + i * 17, 1 + i, 1 + i * 3)}
        if org is not None:
            d[":farm/organic"] = "true" if org else "false"
        nb = [FARMS[(i + 1) % 8][0]]
        if i % 3 == 0:
            nb.append(FARMS[(i + 5) % 8][0])
        if fid == "F05":
            nb.append("F05")  # self-loop
        if fid == "F08":
            nb = []
        if nb:
            d[":farm/neighbors"] = vec(s(x) for x in nb)
        certs = []
        for k in range(i % 3):
            certs.append(emap({":cert/kind": [":organic", ":globalgap", ":fairtrade"][(i + k) % 3],
                               ":cert/body": s(["Bio Suisse", "Ecocert", "", "JAS 認証"][(i + k) % 4]),
                               ":cert/expires": inst(2024 + k + i % 2, 6, 30)}))
        if certs:
            d[":farm/certs"] = vec(certs)
        out.append(emap(d))
    for code, nm, fam in CROPS:
        out.append(emap({":db/id": s("c" + code[1:]), ":crop/code": code, ":crop/name": s(nm), ":crop/family": fam}))
    for a, bs in AFTER.items():
        out.append(emap({":db/id": s("c" + a[1:]), ":crop/after": vec(s("c" + b[1:]) for b in bs)}))
    fields = []
    for i, (fid, *_r) in enumerate(FARMS):
        for n in range(1, 6 if i != 4 else 2):
            fk = f"fld-{fid}-{n}"
            fields.append(fk)
            d = {":db/id": s(fk), ":field/farm": s(fid), ":field/no": n, ":field/soil": SOILS[(i + n) % 5],
                 ":field/ha": repr(round(0.5 + ((i * 7 + n * 3) % 23) * 1.25, 3))}
            if (i + n) % 4 != 0:
                d[":field/ph"] = repr(round(4.5 + ((i * 5 + n) % 9) * 0.35, 2))
            out.append(emap(d))
    lots = []
    for l in range(200):
        lid = f"L-{l:04d}"
        lots.append(lid)
        fk = fields[(l * 7) % len(fields)]
        crop = CROPS[(l * 5 + l // 11) % 12][0]
        kg = round(R.uniform(50, 25000), 2)
        if l % 37 == 0:
            kg = -round(R.uniform(1, 300), 2)  # correction lot
        if l == 99:
            kg = 0.0
        d = {":db/id": s(lid), ":lot/id": s(lid), ":lot/field": s(fk), ":lot/crop": s("c" + crop[1:]),
             ":lot/harvested": inst(2021 + l % 4, 1 + (l * 5) % 12, 1 + (l * 3) % 28, (l * 7) % 24),
             ":lot/kg": repr(kg), ":lot/price": f"{(l % 40) * 0.75 + 0.5:.2f}M" if l % 9 else f"{l % 13}M",
             ":lot/seeds": f"{(l + 1) * 12345678901 if l % 17 else 9223372036854775807 + l}N",
             ":lot/moisture": repr(round(8 + (l * 13 % 97) / 10.0, 1))}
        if l % 6 != 5:
            d[":lot/grade"] = GRADES[(l * 3) % 4]
        tg = sorted({TAGS[(l * k) % 8] for k in range(1, 1 + l % 4)})
        if tg:
            d[":lot/tags"] = vec(s(t) for t in tg)
        out.append(emap(d))
    procs = [("P1", "Mühle Zürich", ":ch", "5000000000000N"), ("P2", "Laiterie Dubois", ":fr", "12N"),
             ("P3", "Conservas Ñandú", ":es", "18446744073709551616N"), ("P4", "", ":nl", "0N"),
             ("P5", "株式会社 米", ":jp", "-1N"), ("P6", "Pasta Bianchi", ":it", "770000N")]
    for i, (pid, nm, c, cap) in enumerate(procs):
        d = {":db/id": s(pid), ":proc/id": s(pid), ":proc/name": s(nm), ":proc/country": c, ":proc/capacity": cap}
        sup = [FARMS[(i + k) % 8][0] for k in range(i % 4)]
        if sup:
            d[":proc/suppliers"] = vec(s(x) for x in sup)
        out.append(emap(d))
    for sh in range(110):
        sid = f"S-{sh:03d}"
        n = 1 + sh % 4
        myl = sorted({lots[(sh * 3 + k * 41) % 200] for k in range(n)})
        frm = FARMS[sh % 8][0] if sh % 13 else FARMS[(sh + 1) % 8][0]
        d = {":ship/id": s(sid), ":ship/lots": vec(s(x) for x in myl), ":ship/from": s(frm),
             ":ship/to": s(procs[(sh * 5) % 6][0]), ":ship/departed": inst(2022 + sh % 3, 1 + sh % 12, 1 + sh % 27, sh % 24),
             ":ship/temp": repr(round(-18.5 + (sh * 37 % 450) / 10.0, 1)),
             ":ship/cost": f"{1000 + sh * 37.125:.3f}M" if sh % 5 else f"{-(sh * 10)}.50M"}
        if sh % 7 != 3:
            d[":ship/arrived"] = inst(2022 + sh % 3, 1 + sh % 12, 2 + sh % 27, (sh + 5) % 24)
        legs = []
        for k in range(sh % 3 + (1 if sh % 11 else 0)):
            legs.append(emap({":leg/seq": k + 1, ":leg/carrier": s(CARRIERS[(sh + k) % 5]),
                              ":leg/km": repr(round(12.5 + ((sh * 31 + k * 17) % 800) * 1.1, 1))}))
        if legs:
            d[":ship/legs"] = vec(legs)
        out.append(emap(d))
    for t in range(130):
        tid = f"T-{t:03d}"
        d = {":test/id": s(tid), ":test/lot": s(lots[(t * 3) % 200 if t % 10 else (t * 3 + 1) % 200]),
             ":test/lab": s(["Labor Nord", "Lab Süd", "", "実験室"][t % 4]),
             ":test/at": inst(2023, 1 + t % 12, 1 + t % 28, t % 24, (t * 7) % 60)}
        ms = []
        for k in range(t % 4):
            an = ANALYTES[(t + k * 2) % 6]
            val = round(R.uniform(-2.5, 40.0), 3)
            m = {":m/analyte": an, ":m/value": repr(val)}
            if (t + k) % 5 != 2:
                m[":m/ok"] = "true" if val < 25 else "false"
            ms.append(emap(m))
        if ms:
            d[":test/ms"] = vec(ms)
        out.append(emap(d))
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[\n" + "\n".join(out) + "\n]\n")


if __name__ == "__main__":
    main()
