//! A plain value (what JSON can say) and a serde deserializer over it whose errors name the
//! field they happened at: the argument objects of the wasm boundary are read as Rust types
//! with serde derives through it.
//!
//! Why not serde-wasm-bindgen's deserializer: it reads the JS object itself (a getter or a
//! proxy would run under serde, where a throw cannot be caught), its errors do not say where
//! in the object they are, and its code is large beside the modules' size budgets
//! (docs/results.md, "Sizes").

use std::fmt;

use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use serde::forward_to_deserialize_any;

/// A value as JSON can say it: what an argument object is once copied out of JS.
#[derive(Clone, Debug, PartialEq)]
pub enum Plain {
    /// `null` or `undefined`: a field left out.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number (JS has one kind).
    Number(f64),
    /// A string.
    Text(String),
    /// An array's items.
    List(Vec<Plain>),
    /// An object's own fields, in their order.
    Object(Vec<(String, Plain)>),
}

/// An error reading a [`Plain`] as a type: where (`times[2]`, `players.south`) and what.
#[derive(Debug, PartialEq)]
pub struct PlainError {
    /// The path to the value that was wrong; empty for the whole value.
    pub at: String,
    /// What was wrong with it (serde's words).
    pub what: String,
}

impl fmt::Display for PlainError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.what)
        } else {
            write!(f, "{}: {}", self.at, self.what)
        }
    }
}

impl std::error::Error for PlainError {}

impl de::Error for PlainError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        PlainError {
            at: String::new(),
            what: msg.to_string(),
        }
    }

    // serde's own wording formats a float with `Display`, whose code the wasm modules
    // otherwise leave out: the value is said by `crate::error::number` instead.
    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Self::custom(format_args!(
            "expected {}, not {}",
            expected(exp),
            said(unexp)
        ))
    }

    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Self::custom(format_args!(
            "expected {}, not {}",
            expected(exp),
            said(unexp)
        ))
    }

    fn invalid_length(len: usize, exp: &dyn de::Expected) -> Self {
        Self::custom(format_args!("expected {}, not {len} items", expected(exp)))
    }

    fn unknown_field(field: &str, known: &'static [&'static str]) -> Self {
        Self::custom(format_args!(
            "unknown field '{}' (the fields: {})",
            crate::clip(field),
            known.join(", ")
        ))
    }

    fn missing_field(field: &'static str) -> Self {
        Self::custom(format_args!("the field '{field}' is missing"))
    }
}

/// What serde expected, in a JS programmer's words: its Rust names of numbers and lists
/// (`u32`, `a sequence`) said as JS says them.
fn expected(exp: &dyn de::Expected) -> String {
    let e = exp.to_string();
    match e.as_str() {
        "u8" => "a whole number from 0 to 255".into(),
        "u16" => "a whole number from 0 to 65535".into(),
        "u32" => "a whole number from 0 to 4294967295".into(),
        "f64" => "a number".into(),
        "a sequence" => "an array".into(),
        "a tuple of size 2" => "an array of 2 strings".into(),
        _ => e,
    }
}

/// A value serde did not expect, in words.
fn said(u: de::Unexpected) -> String {
    use de::Unexpected as U;
    match u {
        U::Bool(b) => b.to_string(),
        U::Unsigned(n) => n.to_string(),
        U::Signed(n) => n.to_string(),
        U::Float(x) => crate::error::number(x),
        U::Str(s) => format!("the string '{}'", crate::clip(s)),
        U::Unit => "null".into(),
        U::Seq => "a list".into(),
        U::Map => "an object".into(),
        _ => "another kind of value".into(),
    }
}

impl PlainError {
    /// The error as seen from the field or item `step` up.
    fn under(mut self, step: &str) -> Self {
        self.at = if self.at.is_empty() || self.at.starts_with('[') {
            format!("{step}{}", self.at)
        } else {
            format!("{step}.{}", self.at)
        };
        self
    }
}

/// Reads `v` as a `T`.
pub fn from_plain<T: de::DeserializeOwned>(v: Plain) -> Result<T, PlainError> {
    T::deserialize(v)
}

/// Deserializer methods that each read the value as `$reader` does.
macro_rules! read_as {
    ($de:lifetime, $reader:ident: $($method:ident)+) => {
        $(fn $method<V: Visitor<$de>>(self, visitor: V) -> Result<V::Value, PlainError> {
            self.$reader(visitor)
        })+
    };
}

impl<'de> de::Deserializer<'de> for Plain {
    type Error = PlainError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Null => visitor.visit_unit(),
            Plain::Bool(b) => visitor.visit_bool(b),
            n @ Plain::Number(_) => n.number(visitor),
            Plain::Text(s) => visitor.visit_string(s),
            Plain::List(items) => visitor.visit_seq(Items {
                items: items.into_iter(),
                at: 0,
            }),
            Plain::Object(fields) => visitor.visit_map(Fields {
                fields: fields.into_iter(),
                key: String::new(),
                value: None,
            }),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Null => visitor.visit_none(),
            v => visitor.visit_some(v),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        match self {
            // a unit variant named by a string: "south", "resign-north"
            Plain::Text(s) => visitor.visit_enum(s.into_deserializer()),
            other => Err(de::Error::invalid_type(other.unexpected(), &"a string")),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        match self {
            // serde's derive would read a list as the fields in order: an object only
            Plain::Object(fields) => visitor.visit_map(Fields {
                fields: fields.into_iter(),
                key: String::new(),
                value: None,
            }),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    // Each kind straight to its one visit, so that a type's visitor is not built for every
    // kind of value (the wasm modules' size): a list, a text, a number.
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::List(items) => visitor.visit_seq(Items {
                items: items.into_iter(),
                at: 0,
            }),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Text(s) => visitor.visit_string(s),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    read_as! { 'de, deserialize_string: deserialize_str deserialize_identifier }
    read_as! { 'de, number: deserialize_u8 deserialize_u16 deserialize_u32 deserialize_f64 }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u64 u128 f32 char
        bytes byte_buf unit unit_struct newtype_struct
        tuple_struct map ignored_any
    }
}

impl Plain {
    /// A number to `visitor`: whole ones as integers, so that a `u32` takes `3` and refuses
    /// `2.5`.
    fn number<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Number(n) if n.fract() == 0.0 && n >= 0.0 && n <= u64::MAX as f64 => {
                visitor.visit_u64(n as u64)
            }
            Plain::Number(n) if n.fract() == 0.0 && n < 0.0 && n >= i64::MIN as f64 => {
                visitor.visit_i64(n as i64)
            }
            Plain::Number(n) => visitor.visit_f64(n),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn unexpected(&self) -> de::Unexpected<'_> {
        match self {
            Plain::Null => de::Unexpected::Unit,
            Plain::Bool(b) => de::Unexpected::Bool(*b),
            Plain::Number(n) => de::Unexpected::Float(*n),
            Plain::Text(s) => de::Unexpected::Str(s),
            Plain::List(_) => de::Unexpected::Seq,
            Plain::Object(_) => de::Unexpected::Map,
        }
    }
}

struct Items {
    items: std::vec::IntoIter<Plain>,
    at: usize,
}

impl<'de> SeqAccess<'de> for Items {
    type Error = PlainError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, PlainError> {
        let Some(item) = self.items.next() else {
            return Ok(None);
        };
        let at = self.at;
        self.at += 1;
        seed.deserialize(item)
            .map(Some)
            .map_err(|e| e.under(&format!("[{at}]")))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct Fields {
    fields: std::vec::IntoIter<(String, Plain)>,
    key: String,
    value: Option<Plain>,
}

impl<'de> MapAccess<'de> for Fields {
    type Error = PlainError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, PlainError> {
        // a known field given as undefined or null reads as left out (`deserialize_option`);
        // an unknown one is refused all the same
        let Some((key, value)) = self.fields.next() else {
            return Ok(None);
        };
        self.value = Some(value);
        self.key = key.clone();
        seed.deserialize(Plain::Text(key)).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, PlainError> {
        let value = self.value.take().unwrap_or(Plain::Null);
        seed.deserialize(value).map_err(|e| e.under(&self.key))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct Inner {
        south: Option<u8>,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct Outer {
        name: String,
        times: Option<Vec<u32>>,
        players: Option<Inner>,
        south_name: Option<String>,
    }

    fn obj(fields: &[(&str, Plain)]) -> Plain {
        Plain::Object(
            fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    fn read(v: Plain) -> Result<Outer, String> {
        from_plain::<Outer>(v).map_err(|e| e.to_string())
    }

    #[test]
    fn reads_a_whole_object_and_leaves_out_nulls() {
        let v = obj(&[
            ("name", Plain::Text("x".into())),
            ("times", Plain::List(vec![Plain::Number(3.0)])),
            ("players", obj(&[("south", Plain::Number(2.0))])),
            ("southName", Plain::Null),
        ]);
        assert_eq!(
            read(v),
            Ok(Outer {
                name: "x".into(),
                times: Some(vec![3]),
                players: Some(Inner { south: Some(2) }),
                south_name: None,
            })
        );
    }

    #[test]
    fn an_error_names_the_field_and_the_item() {
        let bad_item = obj(&[
            ("name", Plain::Text("x".into())),
            (
                "times",
                Plain::List(vec![Plain::Number(3.0), Plain::Number(2.5)]),
            ),
        ]);
        let e = read(bad_item).unwrap_err();
        assert_eq!(
            e,
            "times[1]: expected a whole number from 0 to 4294967295, not 2.5"
        );
        let bad_nested = obj(&[
            ("name", Plain::Text("x".into())),
            ("players", obj(&[("south", Plain::Number(300.0))])),
        ]);
        let e = read(bad_nested).unwrap_err();
        assert_eq!(
            e,
            "players.south: expected a whole number from 0 to 255, not 300"
        );
        let unknown = obj(&[("name", Plain::Text("x".into())), ("tiems", Plain::Null)]);
        let e = read(unknown).unwrap_err();
        assert_eq!(
            e,
            "unknown field 'tiems' (the fields: name, times, players, southName)"
        );
        let unknown = obj(&[
            ("name", Plain::Text("x".into())),
            ("tiems", Plain::Bool(true)),
        ]);
        assert!(read(unknown)
            .unwrap_err()
            .starts_with("unknown field 'tiems'"));
        assert_eq!(read(obj(&[])).unwrap_err(), "the field 'name' is missing");
        let null_name = obj(&[("name", Plain::Null)]);
        assert_eq!(
            read(null_name).unwrap_err(),
            "name: expected a string, not null"
        );
        let e = read(Plain::List(vec![])).unwrap_err();
        assert_eq!(e, "expected struct Outer, not a list");
    }
}
