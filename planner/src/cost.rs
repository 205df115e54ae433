//! Cost constants of the model, in abstract units where producing one row
//! costs 1.
//!
//! How they were chosen: on the kv benchmarks (docs/benchmarks.md) one
//! O(log n) seek into a DUPSORT index (`seek_key` + `list_dup` of a short
//! dup set, ~0.5 µs) costs about as much as producing and decoding five
//! rows from an already positioned cursor (~0.1 µs each), so a probe costs 5
//! row units. A filter evaluation is a tenth of a row. These are first
//! calibrations; `docs/decisions.md` (D-301) records them.

/// Producing (decoding, binding) one row.
pub const ROW: f64 = 1.0;
/// One index seek per input row (a probe of an index nested-loop join).
pub const SEEK: f64 = 5.0;
/// Evaluating one predicate on one row.
pub const FILTER: f64 = 0.1;
/// Selectivity assumed for a predicate whose effect is not already in an
/// exact count.
pub const PREDICATE_SELECTIVITY: f64 = 0.5;
/// Rows per input row assumed for a rule call with a bound argument.
pub const RULE_BOUND_FANOUT: f64 = 10.0;
/// Rows assumed for a rule call with no bound argument.
pub const RULE_FREE_ROWS: f64 = 1000.0;
/// Cost per row of a rule's result (bottom-up evaluation work).
pub const RULE_ROW: f64 = 20.0;
/// Cost per answer of a non-recursive rule over its bodies' plans: the
/// answer is made a tuple, deduplicated and joined back (D-863).
pub const RULE_ANSWER: f64 = 2.0;
/// Rows per input row assumed for a function binding a collection/relation.
pub const COLLECTION_FANOUT: f64 = 5.0;
/// Default number of samples for fan-out estimates.
pub const DEFAULT_SAMPLES: usize = 64;
/// Largest number of clauses planned by exhaustive dynamic programming;
/// larger conjunctions are planned greedily.
pub const DP_LIMIT: usize = 12;
/// Items beyond which the greedy search rescores lazily: only the
/// candidates the last step's new bindings reach are scored each round
/// (D-964).
pub const LAZY_GREEDY_FROM: usize = 512;
/// Up to how many items the greedy search looks two steps ahead before
/// a step that multiplies the rows (D-970): each such round scores every
/// pair of candidates.
pub const LOOKAHEAD_UPTO: usize = 128;
/// Building a bushy join's hash table: per row of the group (on top of
/// producing it). A hash insert costs about a tenth of an index seek.
pub const HASH_BUILD: f64 = 0.5;
/// Looking one row up in a bushy join's hash table.
pub const HASH_PROBE: f64 = 0.3;
/// Reading one entity of an AVE entity list a page at a time (a constant
/// test on bound entities answered from the list, D-335): ~3 ns.
pub const SET_VALUE: f64 = 0.03;
/// Fixed cost of reading an entity list (a search, a few pages).
pub const SET_FIXED: f64 = 20.0;
/// Scanning one datom of an attribute into a hash table (the executor's
/// switch from probes to a hash join, D-332): ~40 ns.
pub const SCAN_ROW: f64 = 0.4;
/// Scanning one distinct value (AVE key) of an attribute: ~150 ns.
pub const SCAN_KEY: f64 = 1.5;
/// A bushy join is planned only when it costs less than this share of
/// the cheapest left-deep plan of the same clauses (the model does not see
/// all the executor's run-time choices; a margin keeps estimates' noise
/// from picking the less adaptive plan).
pub const BUSHY_MARGIN: f64 = 0.6;

/// Fan-out samples are counted in a scrambled order; when the first
/// `1 / FANOUT_STRIDE` of them all count the same the rest are not
/// counted (D-354).
pub const FANOUT_STRIDE: usize = 4;
/// Samples a fan-out needs before it may stop after its first pass.
pub const FANOUT_EARLY_MIN: usize = 32;

/// Largest entity list the planner reads to test a sample's entities
/// against a pattern with its value given, instead of counting each: a
/// list of this many ids costs about what 64 counts cost (D-843).
pub const FANOUT_LIST_MAX: u64 = 8192;
