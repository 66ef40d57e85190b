//! The database files: one file per game and number of pieces (`english-4.egdb`: every
//! slice of four pieces of American checkers), read from bytes (the page) or a directory.
//!
//! Layout (integers little-endian):
//!
//! ```text
//! "OMNIEGDB"            8 bytes, the magic
//! version               u16 (FORMAT)
//! game id               u8 length, then the id's bytes ("english")
//! squares               u8 (32 or 50: the board)
//! pieces                u8 (every slice of the file has this many pieces)
//! slices                u16
//! per slice:
//!   material            4 bytes: men, kings of the side to move; men, kings of the other
//!   positions           u64 (must equal the index's size)
//!   wins, draws, losses u64 x 3 (as built, for reports)
//!   longest             u32 (build::Stats::longest)
//!   coding              u8: 0 every position, the runs as they are (the page's files);
//!                       1 captures left out, the runs deflated (the native files)
//!   data length         u32, then the data: the values' runs (below)
//!   distances length    u32, then the distances: a byte a position (`Table::distance`:
//!                       every slice in the native files, deflated like the runs; in the
//!                       page's, the kings-only slices of up to four pieces, length 0 for
//!                       the others)
//! checksum              u64, FNV-1a of every byte before it
//! ```
//!
//! The values (2 bits a position: 0 draw, 1 win, 2 loss, for the side to move) are coded in
//! runs. In the native files positions whose side to move has a capture are not stored (the
//! probe resolves captures by playing them: [`Tables::value`]) and take the value of the run
//! they fall in; the page's files keep them (so that the wasm needs no move generator of its
//! own for the probe).
//! Each run is a varint `(length - 1) << 2 | value`. Native files deflate each slice's runs
//! (RFC 1951, by `miniz_oxide`); the page's files keep them plain and are gzipped whole
//! (the browser inflates them), which keeps an inflater out of the wasm.

use crate::ai::oracle::Wdl;
use crate::board::moves::MoveList;
use crate::egdb::build::Stats;
use crate::egdb::index::Material;
use crate::egdb::{Table, Tables};
use crate::games::family::Draughts;
use crate::rules::Rules;
use crate::Error;

/// The file format's version.
pub const FORMAT: u16 = 4;
const MAGIC: &[u8; 8] = b"OMNIEGDB";

fn fnv(bytes: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// The file name of a game's slices of `pieces` pieces.
pub fn name(variant: &str, pieces: u32) -> String {
    format!("{variant}-{pieces}.egdb")
}

/// Which positions of a table are not stored: those whose side to move has a capture.
fn capture_mask<R: Draughts>(tables: &Tables, table: &Table) -> Vec<bool> {
    let mut list = MoveList::new();
    (0..table.slice.size)
        .map(|i| {
            let pos = table.slice.masks(i).position(&tables.board);
            <R as Rules>::generate(&pos, &mut list);
            list.first().is_some_and(|m| m.is_capture())
        })
        .collect()
}

/// Codes a table's values as runs, the capturing positions taking their run's value.
fn encode(table: &Table, skip: &[bool]) -> Vec<u8> {
    let mut out = Vec::new();
    let n = table.slice.size;
    let mut i = 0u64;
    while i < n {
        // the run's value: the first stored position's
        let mut j = i;
        while j < n && skip[j as usize] {
            j += 1;
        }
        let v = if j < n { code(table.value(j)) } else { 0 };
        let mut end = j;
        while end < n && (skip[end as usize] || code(table.value(end)) == v) {
            end += 1;
        }
        put_varint(&mut out, (end - i - 1) << 2 | v as u64);
        i = end;
    }
    out
}

fn code(v: Wdl) -> u8 {
    match v {
        Wdl::Draw => 0,
        Wdl::Win => 1,
        Wdl::Loss => 2,
    }
}

/// Writes the slices of `pieces` pieces of `tables` as one file's bytes: with `deflate`
/// (native only) captures left out and each slice's runs deflated; without, every position
/// and the runs plain (the page's files, gzipped whole).
pub fn write<R: Draughts>(tables: &Tables, pieces: u32, deflate: bool) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT.to_le_bytes());
    out.push(tables.variant.len() as u8);
    out.extend_from_slice(tables.variant.as_bytes());
    out.push(tables.board.n as u8);
    out.push(pieces as u8);
    let slices: Vec<&Table> = tables
        .iter()
        .filter(|t| t.slice.material.total() == pieces)
        .collect();
    out.extend_from_slice(&(slices.len() as u16).to_le_bytes());
    for t in slices {
        let m = t.slice.material;
        out.extend_from_slice(&[m.men[0], m.kings[0], m.men[1], m.kings[1]]);
        out.extend_from_slice(&t.slice.size.to_le_bytes());
        for x in [t.stats.wins, t.stats.draws, t.stats.losses] {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&t.stats.longest.to_le_bytes());
        // the page's plain files keep every position; the others leave captures out
        let skip = if deflate {
            capture_mask::<R>(tables, t)
        } else {
            vec![false; t.slice.size as usize]
        };
        let runs = encode(t, &skip);
        let data = pack(&runs, deflate);
        out.push(if deflate { 1 } else { 0 });
        // the native files keep every slice's distances, the page's those it uses most
        let keep = deflate || crate::egdb::build::page_keeps_distance(m);
        let distance = if keep { &t.distance[..] } else { &[] };
        for data in [data, pack(distance, deflate)] {
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(&data);
        }
    }
    let sum = fnv(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// A slice's bytes as stored: deflated (native files) or as they are (the page's; an empty
/// list stays empty).
fn pack(bytes: &[u8], deflate: bool) -> Vec<u8> {
    #[cfg(not(target_arch = "wasm32"))]
    if deflate && !bytes.is_empty() {
        return miniz_oxide::deflate::compress_to_vec(bytes, 9);
    }
    let _ = deflate;
    bytes.to_vec()
}

/// A reader over a file's bytes that refuses to read past the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    what: &'a str,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], Error> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| bad(self.what, "it ends too soon"))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, Error> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, Error> {
        Ok(u16::from_le_bytes(self.take(2)?.try_into().expect("2")))
    }
    fn u32(&mut self) -> Result<u32, Error> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().expect("4")))
    }
    fn u64(&mut self) -> Result<u64, Error> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().expect("8")))
    }
}

fn bad(what: &str, why: &str) -> Error {
    Error::Misuse(format!("{what} is not a usable endgame database: {why}"))
}

/// What a file holds, read from its header: the game and the number of pieces.
pub fn header(bytes: &[u8]) -> Result<(String, u32), Error> {
    header_of(bytes, "the file")
}

fn header_of(bytes: &[u8], what: &str) -> Result<(String, u32), Error> {
    let mut r = Reader { bytes, at: 0, what };
    if r.take(8).ok() != Some(&MAGIC[..]) {
        return Err(bad(what, "it does not start with OMNIEGDB"));
    }
    let version = r.u16()?;
    if version != FORMAT {
        return Err(bad(
            what,
            &format!("it is of format version {version}, this engine reads version {FORMAT}"),
        ));
    }
    let len = r.u8()? as usize;
    let id = String::from_utf8_lossy(r.take(len)?).into_owned();
    let _squares = r.u8()?;
    let pieces = r.u8()? as u32;
    Ok((id, pieces))
}

/// Reads a file's bytes into `tables` (the game's): every slice, checked. A file of another
/// game or board, of another format version, cut short or altered is refused with the
/// reason, and `tables` is left as it was.
pub fn read(tables: &mut Tables, bytes: &[u8], what: &str) -> Result<u32, Error> {
    let (id, pieces) = header_of(bytes, what)?;
    if id != tables.variant {
        return Err(bad(
            what,
            &format!("it holds {id} positions, not {}", tables.variant),
        ));
    }
    if bytes.len() < 8
        || fnv(&bytes[..bytes.len() - 8])
            != u64::from_le_bytes(bytes[bytes.len() - 8..].try_into().expect("8"))
    {
        return Err(bad(
            what,
            "its checksum does not match (damaged or cut short)",
        ));
    }
    let mut r = Reader {
        bytes: &bytes[..bytes.len() - 8],
        at: 0,
        what,
    };
    r.take(8 + 2)?;
    let len = r.u8()? as usize;
    r.take(len)?;
    let squares = r.u8()? as u32;
    if squares != tables.board.n {
        return Err(bad(
            what,
            &format!("it is for a board of {squares} squares"),
        ));
    }
    r.u8()?;
    let count = r.u16()?;
    let mut read = Vec::new();
    for _ in 0..count {
        let m = r.take(4)?;
        let material = Material {
            men: [m[0], m[2]],
            kings: [m[1], m[3]],
        };
        if material.total() != pieces || material.side(0) == 0 || material.side(1) == 0 {
            return Err(bad(what, "a slice's material does not fit its header"));
        }
        let slice = tables.slice(material);
        let size = r.u64()?;
        if size != slice.size {
            return Err(bad(what, "a slice has the wrong size"));
        }
        let (wins, draws, losses) = (r.u64()?, r.u64()?, r.u64()?);
        let longest = r.u32()?;
        let coding = r.u8()?;
        let len = r.u32()? as usize;
        let data = r.take(len)?;
        let runs = match coding {
            0 => std::borrow::Cow::Borrowed(data),
            1 => std::borrow::Cow::Owned(
                inflate(data, size).ok_or_else(|| bad(what, "a slice does not inflate"))?,
            ),
            c => return Err(bad(what, &format!("a slice has an unknown coding {c}"))),
        };
        let values =
            decode(&runs, size).ok_or_else(|| bad(what, "a slice's values do not decode"))?;
        let len = r.u32()? as usize;
        let data = r.take(len)?;
        let distance = match (coding, len) {
            (_, 0) => Vec::new(),
            (0, _) => data.to_vec(),
            _ => inflate(data, size).ok_or_else(|| bad(what, "a slice does not inflate"))?,
        };
        if !distance.is_empty() && distance.len() as u64 != size {
            return Err(bad(what, "a slice's distances do not cover it"));
        }
        read.push(Table {
            slice,
            values,
            captures_stored: coding == 0,
            stats: Stats {
                wins,
                draws,
                losses,
                longest,
                ms: 0,
            },
            distance,
        });
    }
    if r.at != r.bytes.len() {
        return Err(bad(what, "there are bytes after the last slice"));
    }
    for t in read {
        tables.insert(t);
    }
    Ok(pieces)
}

/// A slice's runs from their deflated bytes (a run costs at most a byte a position).
#[cfg(not(target_arch = "wasm32"))]
fn inflate(data: &[u8], positions: u64) -> Option<Vec<u8>> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(data, positions as usize + 16).ok()
}

/// The page reads plain runs only (the browser inflated the gzipped file).
#[cfg(target_arch = "wasm32")]
fn inflate(_data: &[u8], _positions: u64) -> Option<Vec<u8>> {
    None
}

/// The values of `n` positions from their runs, or `None` if the runs do not cover them
/// exactly.
fn decode(data: &[u8], n: u64) -> Option<Vec<u8>> {
    let mut values = vec![0u8; n.div_ceil(4) as usize];
    let mut i = 0u64;
    let mut at = 0;
    while at < data.len() {
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let b = *data.get(at)?;
            at += 1;
            if shift > 56 {
                return None;
            }
            v |= ((b & 0x7f) as u64) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        let (len, val) = ((v >> 2) + 1, (v & 3) as u8);
        if val == 3 || i + len > n {
            return None;
        }
        if val != 0 {
            for j in i..i + len {
                values[(j / 4) as usize] |= val << (2 * (j % 4));
            }
        }
        i += len;
    }
    (i == n).then_some(values)
}

/// Reads every file of the game `variant` in `dir` (`variant-N.egdb`, N from 2 up, as far
/// as they go without a gap) into new tables. A directory without the game's files is
/// refused, with the name of the file looked for.
pub fn load_dir(variant: &str, dir: &std::path::Path) -> Result<Tables, Error> {
    let mut tables = crate::egdb::with_game(
        variant,
        |g| crate::with_egdb_game!(g, R => Tables::new::<R>()),
    )?;
    for pieces in 2.. {
        let path = dir.join(name(variant, pieces));
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if pieces == 2 => {
                return Err(Error::Misuse(format!(
                    "cannot read {}: {e}",
                    path.display()
                )))
            }
            Err(_) => break,
        };
        read(&mut tables, &bytes, &path.display().to_string())?;
    }
    Ok(tables)
}
