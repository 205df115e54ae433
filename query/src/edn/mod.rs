//! EDN: the data model ([`Value`]), spanned syntax trees ([`Form`]), the
//! reader ([`read`], [`read_all`], [`Reader`]) and the printer (the
//! [`Display`](std::fmt::Display) impls of [`Value`] and [`Form`]).

mod convert;
mod form;
pub mod json;
mod literal;
mod printer;
mod reader;
mod value;

pub use convert::{millis_system_time, system_time_millis};
pub use form::{Form, FormKind};
pub use literal::{CivilTime, format_inst, format_inst_as_date, format_inst_as_gmt, parse_inst};
pub use printer::write_string_literal;
pub use reader::{
    DEFAULT_MAX_DEPTH, MAX_VALUE_DEPTH, ReadOptions, Reader, TagHandler, read, read_all,
    read_all_with, read_value, read_with, simple_escape, surrogate_pair,
};
pub(crate) use value::number::to_rational as number_to_rational;
pub use value::number::{
    Ratio, compare_numbers, compare_numeric_values, integer_value, java_bigdec_string, to_f64,
};
pub use value::{Keyword, Symbol, Uuid, Value};
