#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen95 parity corpus (deterministic).

A booking calendar: rooms (string identity, time zone as a string, keyword
features, bigdec rate), people (email identity, manager refs with a cycle),
bookings (string identity, uuid, start/end instants at minute and millisecond
precision, some across midnight and month ends, a few before 1970, one in the
far future; cancellations; recurring series; guests cardinality-many;
component notes), series and cancellation records.
"""
import os, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:room/code {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :room/name {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :room/capacity {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :room/tz {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :room/floor {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :room/features {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :room/rate {:db/valueType :db.type/bigdec :db/cardinality :db.cardinality/one}
 :room/area {:db/valueType :db.type/double :db/cardinality :db.cardinality/one}
 :room/opened {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :person/email {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :person/name {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :person/tz {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :person/manager {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :person/born {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :booking/id {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :booking/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value :db/cardinality :db.cardinality/one}
 :booking/room {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :booking/start {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :booking/end {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :booking/title {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :booking/attendees {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :booking/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :booking/owner {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :booking/guests {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :booking/status {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/one}
 :booking/series {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :booking/cost {:db/valueType :db.type/bigdec :db/cardinality :db.cardinality/one}
 :booking/seq {:db/valueType :db.type/bigint :db/cardinality :db.cardinality/one}
 :booking/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :booking/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :booking/reminders {:db/valueType :db.type/instant :db/cardinality :db.cardinality/many}
 :note/text {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :note/at {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :series/name {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :series/every {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/one}
 :series/first {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :series/until {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :series/minutes {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :cancel/booking {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :cancel/at {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :cancel/reason {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :cancel/by {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}}
"""

UTC = dt.timezone.utc


def inst(t, off=None):
    """#inst literal; t an aware datetime (UTC); off minutes to render with an offset."""
    if off is None:
        return '#inst "%s.%03d-00:00"' % (t.strftime("%Y-%m-%dT%H:%M:%S"), t.microsecond // 1000)
    lt = t + dt.timedelta(minutes=off)
    sign = "+" if off >= 0 else "-"
    return '#inst "%s.%03d%s%02d:%02d"' % (lt.strftime("%Y-%m-%dT%H:%M:%S"), lt.microsecond // 1000,
                                          sign, abs(off) // 60, abs(off) % 60)


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def D(y, mo, d, h=0, mi=0, sec=0, ms=0):
    return dt.datetime(y, mo, d, h, mi, sec, ms * 1000, tzinfo=UTC)


ROOMS = [("R-101", "Aurora", 8, "Europe/Zurich", 1, ["projector", "whiteboard"], "25.00", 18.5, D(2001, 3, 1)),
         ("R-102", "Borealis", 4, "Europe/Zurich", 1, ["whiteboard"], "12.5", 9.75, D(1969, 7, 20, 20, 17)),
         ("R-201", "Cúpula", 20, "America/Sao_Paulo", 2, ["projector", "video", "catering"], "80", 55.0, D(1999, 12, 31, 23, 59, 59, 999)),
         ("R-202", "Dōjō", 2, "Asia/Tokyo", 2, [], "0.00", 4.0, D(1970, 1, 1)),
         ("R-301", "Ελιά", 12, "Europe/Athens", 3, ["video"], "-1.50", -0.0, D(1958, 2, 28, 12)),
         ("R-B1", "", 6, "", -1, ["accessible"], "9.99", 12.25, D(2020, 2, 29))]
PEOPLE = [("ana@x.org", "Ana", "Europe/Zurich", None, D(1965, 5, 4)),
          ("bo@x.org", "Bø", "Europe/Oslo", 0, D(1990, 1, 1)),
          ("chen@x.org", "陈", "Asia/Shanghai", 0, D(1969, 12, 31, 23, 59, 59, 999)),
          ("dee@x.org", "Dee 😀", "America/New_York", 1, None),
          ("eve@x.org", "", "UTC", 3, D(1900, 1, 1)),
          ("fay@x.org", "Fay", "Asia/Kolkata", 4, D(2000, 2, 29)),
          ("gus@x.org", "Gus", "Pacific/Auckland", 6, D(1970, 1, 1, 0, 0, 0, 1)),
          ("hal@x.org", "Hal", "Europe/Zurich", 5, None)]  # gus <-> hal manager cycle? gus->hal(7)? fixed below
PEOPLE[6] = ("gus@x.org", "Gus", "Pacific/Auckland", 7, D(1970, 1, 1, 0, 0, 0, 1))
PEOPLE[7] = ("hal@x.org", "Hal", "Europe/Zurich", 6, None)
SERIES = [("standup", "daily", D(2025, 1, 6, 8, 30), D(2025, 1, 17), 15),
          ("retro", "biweekly", D(2025, 1, 10, 15), D(2025, 3, 1), 60),
          ("night-ops", "weekly", D(2024, 12, 31, 23, 0), None, 120)]
TITLES = ["Planning", "1:1", "Réunion", "会議", "Design review", "", "Interview", "Lunch & Learn", "Retro", "Standup"]
TAGS = ["internal", "external", "remote", "hybrid", "urgent"]


def bookings():
    out = []  # dict per booking
    n = 0

    def add(room, start, minutes, **kw):
        nonlocal n
        b = dict(id=f"B{n:03d}", room=room, start=start, end=start + dt.timedelta(minutes=minutes), n=n, **kw)
        n += 1
        out.append(b)
        return b
    # regular week of bookings, deterministic pattern
    base = D(2025, 1, 6, 8, 0)
    for i in range(60):
        day = i % 10
        room = i % 6
        start = base + dt.timedelta(days=day, minutes=30 * ((i * 7) % 18))
        minutes = [30, 45, 60, 90, 15, 120][i % 6]
        if i % 11 == 0:
            start = start + dt.timedelta(seconds=17, milliseconds=i * 13 % 1000)
        add(room, start, minutes)
    # special instants
    add(0, D(2025, 1, 31, 23, 30), 90)                 # across month end and midnight
    add(1, D(2024, 12, 31, 23, 0), 120)                # across year end
    add(2, D(2024, 2, 29, 22, 15, 30, 250), 180)       # leap day across midnight
    add(3, D(1969, 12, 31, 23, 0), 120)                # across the epoch
    add(4, D(1969, 7, 20, 20, 17, 40), 150)            # before 1970
    add(5, D(1901, 1, 1, 0, 0), 60)                    # far past
    add(0, D(2999, 12, 31, 23, 59, 59, 999), 1)        # far future
    add(2, D(2025, 3, 30, 0, 59, 59, 999), 2)          # millisecond precision
    add(0, D(2025, 1, 6, 9, 0), 60)                    # overlaps with room 0 regulars
    add(0, D(2025, 1, 6, 9, 0), 60)                    # identical interval duplicate
    add(1, D(2025, 1, 6, 9, 59, 59, 999), 1)           # touching boundary
    add(0, D(2025, 1, 6, 8, 15), 30)                   # overlaps B000 (08:00:17 + 30 min)
    add(2, D(2024, 3, 1, 0, 30), 60)                   # overlaps B062 after midnight
    add(3, D(1970, 1, 1, 0, 30), 60)                   # overlaps B063 across the epoch
    add(1, D(2025, 1, 6, 10, 0), 30)                   # touches B070's end in the same room
    add(4, D(1969, 7, 20, 21, 0), 30)                  # inside B064
    add(0, D(2025, 2, 1, 0, 0), 15)                    # touches B060's end? (B060 ends 01:00) overlaps it
    return out


def main():
    ents = []
    for i, (code, name, cap, tz, fl, feats, rate, area, op) in enumerate(ROOMS):
        e = [f':db/id "room{i}"', f":room/code {s(code)}", f":room/name {s(name)}", f":room/capacity {cap}",
             f":room/tz {s(tz)}", f":room/floor {fl}", f":room/rate {rate}M", f":room/area {area}",
             f":room/opened {inst(op, [None, 120, -180, 540, None, 0][i])}"]
        if feats:
            e.append(":room/features [" + " ".join(":" + f for f in feats) + "]")
        ents.append("{" + " ".join(e) + "}")
    for i, (em, nm, tz, mgr, born) in enumerate(PEOPLE):
        e = [f':db/id "p{i}"', f":person/email {s(em)}", f":person/name {s(nm)}", f":person/tz {s(tz)}"]
        if mgr is not None:
            e.append(f':person/manager "p{mgr}"')
        if born is not None:
            e.append(f":person/born {inst(born)}")
        ents.append("{" + " ".join(e) + "}")
    for i, (nm, ev, first, until, mins) in enumerate(SERIES):
        e = [f':db/id "s{i}"', f":series/name {s(nm)}", f":series/every :{ev}", f":series/first {inst(first)}",
             f":series/minutes {mins}"]
        if until is not None:
            e.append(f":series/until {inst(until)}")
        ents.append("{" + " ".join(e) + "}")
    bs = bookings()
    for b in bs:
        n = b["n"]
        off = [None, None, 60, -300, 330, None, 0][n % 7]
        e = [f':db/id "{b["id"]}"', f':booking/id "{b["id"]}"',
             f':booking/uuid #uuid "00000000-0000-4000-8000-{n:012d}"',
             f':booking/room "room{b["room"]}"', f":booking/start {inst(b['start'], off)}",
             f":booking/end {inst(b['end'], off)}", f":booking/title {s(TITLES[n % len(TITLES)])}",
             f':booking/owner "p{n % 8}"', f":booking/status :{['confirmed', 'tentative', 'confirmed', 'cancelled', 'confirmed'][n % 5]}"]
        if n % 9 != 4:
            e.append(f":booking/attendees {(n * 3) % 13 - 1}")
        tags = [TAGS[(n + k) % 5] for k in range(n % 3)]
        if tags:
            e.append(":booking/tags [" + " ".join(":" + t for t in tags) + "]")
        g = sorted({(n + 1) % 8, (n * 5) % 8} - {n % 8}) if n % 4 != 1 else []
        if g:
            e.append(":booking/guests [" + " ".join(f'"p{x}"' for x in g) + "]")
        if n < 60 and n % 10 in (0, 5):
            e.append(f':booking/series "s{0 if n % 10 == 0 else 1}"')
        if n in (61, 63):
            e.append(':booking/series "s2"')
        if n % 4 != 3:
            e.append(f":booking/cost {['10.00', '7.5', '0', '-2.25', '1e2', '33.333'][n % 6]}M")
        if n % 13 == 0:
            e.append(f":booking/seq {n * 1000000007}N")
        if n > 0 and n % 6 == 0:
            e.append(f':booking/follows "B{n - 6:03d}"')
        if n in (0, 12):
            e.append(':booking/follows "B%03d"' % (12 if n == 0 else 0))  # cycle B000 <-> B012 (overrides)
        if n % 8 == 2:
            e.append(f':booking/notes [{{:note/text "bring adapter {n}" :note/at {inst(b["start"] - dt.timedelta(days=1))}}}'
                     f' {{:note/text "ünïcode ✓" :note/at {inst(b["start"] - dt.timedelta(hours=1, milliseconds=500))}}}]')
        if n % 5 == 1:
            e.append(":booking/reminders [" + " ".join(inst(b["start"] - dt.timedelta(minutes=m)) for m in (10, 60, 1440)) + "]")
        # drop duplicate :booking/follows keys
        seen, ee = set(), []
        for x in reversed(e):
            k = x.split()[0]
            if k in seen:
                continue
            seen.add(k)
            ee.append(x)
        ents.append("{" + " ".join(reversed(ee)) + "}")
    for n in range(3, len(bs), 5):
        b = bs[n]
        ents.append(f'{{:cancel/booking "{b["id"]}" :cancel/at {inst(b["start"] - dt.timedelta(hours=n % 30, minutes=7))}'
                    f' :cancel/reason {s(["sick", "double-booked", "", "room broken — moved", "n/a"][n % 5])}'
                    + (f' :cancel/by "p{(n + 2) % 8}"' if n % 2 else "") + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(ents) + "]\n")


if __name__ == "__main__":
    main()
