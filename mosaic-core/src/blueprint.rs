//! Blueprint data: the grid split into 32 x 32 base plates, row-major from the top left, with each
//! plate's colour counts and the legend of colours used. The PDF is drawn from this elsewhere.

use crate::edits::count;
use crate::error::{try_resize, MosaicError, Result};
use crate::palette::PALETTE_SIZE;
use crate::plate::STUDS_PER_PLATE;

/// The short code printed on each stud of a blueprint: the palette index + 1 ("1" to "40").
pub fn stud_code(index: u8) -> String {
    (index as u32 + 1).to_string()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plate {
    pub row: u32,
    pub col: u32,
    /// 32 x 32 palette indices, row-major.
    pub indices: Vec<u8>,
    pub counts: [u32; PALETTE_SIZE],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blueprint {
    pub plates_wide: u32,
    pub plates_high: u32,
    pub plates: Vec<Plate>,
    /// Counts over the whole grid; the legend is every colour with a non-zero count.
    pub totals: [u32; PALETTE_SIZE],
}

impl Blueprint {
    /// Legend entries: (palette index, stud code, count) for each colour used, in palette order.
    pub fn legend(&self) -> Vec<(u8, String, u32)> {
        (0..PALETTE_SIZE as u8)
            .filter(|&i| self.totals[i as usize] > 0)
            .map(|i| (i, stud_code(i), self.totals[i as usize]))
            .collect()
    }

    /// Flat layout for the C ABI: every plate's 1024 indices, then every plate's 40 counts (u32 little
    /// endian), then the 40 totals.
    pub fn write_to(&self, out: &mut Vec<u8>) -> Result<()> {
        let per_plate = (STUDS_PER_PLATE * STUDS_PER_PLATE) as usize;
        let len = self.plates.len() * (per_plate + PALETTE_SIZE * 4) + PALETTE_SIZE * 4;
        try_resize(out, 0, 0u8)?;
        out.try_reserve_exact(len)
            .map_err(|_| MosaicError::OutOfMemory)?;
        for plate in &self.plates {
            out.extend_from_slice(&plate.indices);
        }
        for counts in self
            .plates
            .iter()
            .map(|p| &p.counts)
            .chain(std::iter::once(&self.totals))
        {
            for c in counts.iter() {
                out.extend_from_slice(&c.to_le_bytes());
            }
        }
        Ok(())
    }
}

/// Splits a grid whose sides are whole plates into its plates.
pub fn blueprint(indices: &[u8], width: u32, height: u32) -> Result<Blueprint> {
    if width == 0 || height == 0 || width % STUDS_PER_PLATE != 0 || height % STUDS_PER_PLATE != 0 {
        return Err(MosaicError::bad_input(format!(
            "A blueprint needs a grid of whole 32 x 32 plates, not {} x {} studs",
            width, height
        )));
    }
    if indices.len() != width as usize * height as usize {
        return Err(MosaicError::bad_input(
            "The grid's indices do not match its size",
        ));
    }
    let totals = count(indices)?;
    let (plates_wide, plates_high) = (width / STUDS_PER_PLATE, height / STUDS_PER_PLATE);
    let side = STUDS_PER_PLATE as usize;
    let mut plates = Vec::with_capacity((plates_wide * plates_high) as usize);
    for row in 0..plates_high {
        for col in 0..plates_wide {
            let mut plate = Vec::with_capacity(side * side);
            for grid_row in indices
                .chunks_exact(width as usize)
                .skip(row as usize * side)
                .take(side)
            {
                plate.extend_from_slice(&grid_row[col as usize * side..(col as usize + 1) * side]);
            }
            let counts = count(&plate)?;
            plates.push(Plate {
                row,
                col,
                indices: plate,
                counts,
            });
        }
    }
    Ok(Blueprint {
        plates_wide,
        plates_high,
        plates,
        totals,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_into_plates_row_major_from_the_top_left() {
        // 64 x 32 studs: left plate all 3, right plate all 7 except its top-left stud (x = 32, y = 0) = 1.
        let mut grid = vec![3u8; 64 * 32];
        for row in grid.chunks_exact_mut(64) {
            for v in &mut row[32..] {
                *v = 7;
            }
        }
        grid[32] = 1;
        let b = blueprint(&grid, 64, 32).unwrap();
        assert_eq!((b.plates_wide, b.plates_high, b.plates.len()), (2, 1, 2));
        assert_eq!(
            (b.plates[0].row, b.plates[0].col, b.plates[1].col),
            (0, 0, 1)
        );
        assert_eq!(b.plates[0].counts[3], 1024);
        assert_eq!((b.plates[1].counts[7], b.plates[1].counts[1]), (1023, 1));
        assert_eq!(b.plates[1].indices[0], 1);
        assert_eq!(
            b.legend(),
            vec![
                (1, "2".to_string(), 1),
                (3, "4".to_string(), 1024),
                (7, "8".to_string(), 1023)
            ]
        );
        let mut out = Vec::new();
        b.write_to(&mut out).unwrap();
        assert_eq!(out.len(), 2 * 1024 + 3 * 160);
        assert_eq!(out[1024], 1);
        assert_eq!(&out[2048 + 12..2048 + 16], &1024u32.to_le_bytes());
    }

    #[test]
    fn plates_of_a_tall_grid() {
        let grid: Vec<u8> = (0..32 * 64)
            .map(|i| if i < 32 * 32 { 0 } else { 5 })
            .collect();
        let b = blueprint(&grid, 32, 64).unwrap();
        assert_eq!((b.plates[1].row, b.plates[1].col), (1, 0));
        assert!(b.plates[1].indices.iter().all(|&i| i == 5));
    }

    #[test]
    fn refuses_partial_plates() {
        assert!(blueprint(&[0; 33 * 32], 33, 32).is_err());
        assert!(blueprint(&[0; 10], 32, 32).is_err());
    }
}
