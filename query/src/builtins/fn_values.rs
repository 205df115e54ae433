//! Built-ins that make a function from functions: `partial`, `comp`,
//! `complement`, `juxt`, `fnil`, `constantly`, `every-pred`, `some-fn`
//! (D-957). A query holds no code, so the function made is a value that
//! says how it was made, `#quiver/fn (partial + 1)`, which the built-ins
//! taking a function (`map`, `filter`, `sort-by`, `reduce`, `apply` …)
//! and a call through a variable (`[(?f ?x) ?y]`) call as Clojure would
//! call the function `(partial + 1)` returns. Nothing is checked until the
//! function is called, as in Clojure.

use crate::edn::{Symbol, Value};
use crate::error::Result;

/// The tag of a function made by these built-ins.
pub(super) const FN_TAG: &str = "quiver/fn";

/// `#quiver/fn (name arg …)`.
///
/// Refused past the values' nesting bound: a made function is called
/// recursively through what it was made of.
fn made(name: &str, args: &[Value]) -> Result<Value> {
    super::check_nesting(name, args)?;
    let mut form = Vec::with_capacity(args.len() + 1);
    form.push(Value::Symbol(Symbol::parse(name)));
    form.extend(args.iter().cloned());
    Ok(Value::Tagged(std::sync::Arc::new((
        Symbol::parse(FN_TAG),
        Value::list(form),
    ))))
}

/// `(partial f x …)`: `f` with `x …` before the arguments it is called on.
pub(super) fn partial(args: &[Value]) -> Result<Value> {
    made("partial", args)
}

/// `(comp f g …)`: `(f (g …))`; `(comp)` is `identity`.
pub(super) fn comp(args: &[Value]) -> Result<Value> {
    made("comp", args)
}

/// `(complement f)`: `(not (f …))`.
pub(super) fn complement(args: &[Value]) -> Result<Value> {
    made("complement", args)
}

/// `(juxt f g …)`: `[(f …) (g …) …]`.
pub(super) fn juxt(args: &[Value]) -> Result<Value> {
    made("juxt", args)
}

/// `(fnil f x …)`: `f` with a `nil` first (second, third) argument
/// replaced by `x` (…).
pub(super) fn fnil(args: &[Value]) -> Result<Value> {
    made("fnil", args)
}

/// `(constantly x)`: `x`, whatever the arguments.
pub(super) fn constantly(args: &[Value]) -> Result<Value> {
    made("constantly", args)
}

/// `(every-pred p …)`: true when every `p` holds for every argument.
pub(super) fn every_pred(args: &[Value]) -> Result<Value> {
    made("every-pred", args)
}

/// `(some-fn p …)`: the first truthy `(p x)` over the `p`s and the
/// arguments.
pub(super) fn some_fn(args: &[Value]) -> Result<Value> {
    made("some-fn", args)
}
