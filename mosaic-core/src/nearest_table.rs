//! The nearest-colour table: 8-bit sRGB split into 32 x 32 x 32 cells of 8 x 8 x 8 colours, and for each
//! cell the few palette colours that are the CIEDE2000 nearest of some colour in it. It was built by
//! checking every one of the 16.7 million 8-bit colours ([`Quantizer::build_table`]; `cargo run --release --example
//! nearest_table` writes `nearest_table.bin`, and a test rebuilds it and compares), so the exact nearest
//! colour of any 8-bit colour is always among its cell's candidates: seven cells in ten have one candidate
//! and need no search at all, the rest two to six. A candidate list holds every colour within a relative
//! 1e-10 of the nearest, so last-bit differences between floating-point environments (native and
//! WebAssembly maths libraries) cannot move the nearest outside it.
//!
//! With an allowed-colours mask the table still answers exactly: the nearest of all 40 found among the
//! candidates is the nearest allowed one whenever it is allowed; when it is not (even when every
//! candidate of the cell is disallowed) the quantizer searches the allowed colours themselves
//! ([`crate::Quantizer::nearest_pruned_among`]), so the table only ever saves work, never changes an answer.
//!
//! Shipped compressed (run lengths over the cells in r, g, b order) and expanded once when the
//! [`crate::Quantizer`] is made.

use crate::palette::PALETTE_SIZE;

/// Cells a side: the top five bits of each channel.
pub const SIDE: usize = 32;
/// Number of cells.
pub const CELLS: usize = SIDE * SIDE * SIDE;

/// The table as built and shipped.
pub static SHIPPED: &[u8] = include_bytes!("nearest_table.bin");

/// Cell of an 8-bit colour.
#[inline]
pub fn cell_of(rgb: [u8; 3]) -> usize {
    (rgb[0] as usize >> 3) << 10 | (rgb[1] as usize >> 3) << 5 | rgb[2] as usize >> 3
}

/// For each cell an id: below [`PALETTE_SIZE`] the one candidate itself, otherwise `PALETTE_SIZE + k` for
/// the k-th candidate set in `sets` (bit i for palette colour i).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellTable {
    pub cells: Vec<u16>,
    pub sets: Vec<u64>,
}

impl CellTable {
    /// The candidate colours of the cell holding `rgb`, as a mask.
    #[inline]
    pub fn candidates(&self, rgb: [u8; 3]) -> u64 {
        let id = self.cells[cell_of(rgb)] as usize;
        if id < PALETTE_SIZE {
            1 << id
        } else {
            self.sets[id - PALETTE_SIZE]
        }
    }
}

/// Numbers the candidate sets of the cells (single colours are their own index) in order of first use.
pub fn from_masks(masks: &[u64]) -> CellTable {
    let mut sets: Vec<u64> = Vec::new();
    let cells = masks
        .iter()
        .map(|&m| {
            if m.count_ones() == 1 {
                m.trailing_zeros() as u16
            } else {
                let k = sets.iter().position(|&s| s == m).unwrap_or_else(|| {
                    sets.push(m);
                    sets.len() - 1
                });
                (PALETTE_SIZE + k) as u16
            }
        })
        .collect();
    CellTable { cells, sets }
}

/// Bytes of a palette-colour mask (40 bits).
const MASK_BYTES: usize = 5;

/// The shipped form: the number of sets (u16, little-endian), each set's mask (5 bytes, little-endian),
/// then runs over the cells in order, each the cell id (one byte below 128, else two: 0x80 | high bits, low
/// byte) and the run length less one (one byte).
pub fn encode(table: &CellTable) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&(table.sets.len() as u16).to_le_bytes());
    for s in &table.sets {
        out.extend_from_slice(&s.to_le_bytes()[..MASK_BYTES]);
    }
    let mut i = 0;
    while i < table.cells.len() {
        let id = table.cells[i];
        let mut run = 1;
        while run < 256 && i + run < table.cells.len() && table.cells[i + run] == id {
            run += 1;
        }
        if id < 0x80 {
            out.push(id as u8);
        } else {
            out.extend_from_slice(&[0x80 | (id >> 8) as u8, id as u8]);
        }
        out.push((run - 1) as u8);
        i += run;
    }
    out
}

/// Expands the shipped form; None when the bytes are not a whole, consistent table.
pub fn decode(bytes: &[u8]) -> Option<CellTable> {
    let count = u16::from_le_bytes([*bytes.first()?, *bytes.get(1)?]) as usize;
    let sets_end = 2 + count * MASK_BYTES;
    let mut sets = Vec::with_capacity(count);
    for chunk in bytes.get(2..sets_end)?.chunks_exact(MASK_BYTES) {
        let mut word = [0u8; 8];
        word[..MASK_BYTES].copy_from_slice(chunk);
        let mask = u64::from_le_bytes(word);
        if mask >> PALETTE_SIZE != 0 || mask.count_ones() < 2 {
            return None;
        }
        sets.push(mask);
    }
    let mut runs = bytes.get(sets_end..)?.iter().copied();
    let mut cells = Vec::with_capacity(CELLS);
    while let Some(first) = runs.next() {
        let id = if first < 0x80 {
            first as u16
        } else {
            ((first & 0x7f) as u16) << 8 | runs.next()? as u16
        };
        let len = runs.next()? as usize + 1;
        if id as usize >= PALETTE_SIZE + count || cells.len() + len > CELLS {
            return None;
        }
        cells.extend(std::iter::repeat(id).take(len));
    }
    if cells.len() != CELLS {
        return None;
    }
    Some(CellTable { cells, sets })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::PALETTE;

    #[test]
    fn encoding_round_trips_and_refuses_damage() {
        let table = decode(SHIPPED).expect("the shipped table decodes");
        assert_eq!(encode(&table), SHIPPED);
        assert_eq!(table.cells.len(), CELLS);
        assert!(decode(&SHIPPED[..SHIPPED.len() - 1]).is_none(), "a cut run");
        assert!(
            decode(&SHIPPED[..SHIPPED.len() - 2]).is_none(),
            "a missing run"
        );
        assert!(decode(&SHIPPED[..1]).is_none());
        let mut longer = SHIPPED.to_vec();
        longer.extend_from_slice(&[0, 0]);
        assert!(decode(&longer).is_none(), "a cell too many");
        let mut bad = SHIPPED.to_vec();
        bad.truncate(bad.len() - 3);
        bad.extend_from_slice(&[0xff, 0xff, 0]);
        assert!(decode(&bad).is_none(), "an id past the sets");
    }

    #[test]
    fn every_palette_colour_is_a_candidate_of_its_own_cell() {
        let table = decode(SHIPPED).unwrap();
        for (i, c) in PALETTE.iter().enumerate() {
            assert!(table.candidates(c.rgb) & (1 << i) != 0, "{}", c.name);
        }
    }
}
