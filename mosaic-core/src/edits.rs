//! Edits: painting one stud at a time with undo and redo, and replaying a saved history onto a freshly
//! quantized grid. Every edit records (x, y, old index, new index); the colour counts stay right
//! through all of them.

use crate::error::{MosaicError, Result};
use crate::palette::PALETTE_SIZE;

/// At most this many edits are kept and replayed (the newest win).
pub const MAX_HISTORY: usize = 500;

/// One painted stud.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edit {
    pub x: u32,
    pub y: u32,
    pub from: u8,
    pub to: u8,
}

/// Counts of each palette index in a grid; refuses indices outside the palette.
pub fn count(indices: &[u8]) -> Result<[u32; PALETTE_SIZE]> {
    let mut counts = [0u32; PALETTE_SIZE];
    for &i in indices {
        match counts.get_mut(i as usize) {
            Some(c) => *c += 1,
            None => {
                return Err(MosaicError::bad_input(format!(
                    "Palette index {} is out of range (0 to 39)",
                    i
                )))
            }
        }
    }
    Ok(counts)
}

fn check_edit(edit: &Edit, width: u32, height: u32) -> Result<()> {
    if edit.x >= width || edit.y >= height {
        return Err(MosaicError::bad_input(format!(
            "Edit at ({}, {}) is outside the {} x {} grid",
            edit.x, edit.y, width, height
        )));
    }
    if edit.to as usize >= PALETTE_SIZE || edit.from as usize >= PALETTE_SIZE {
        return Err(MosaicError::bad_input(
            "An edit's colour is outside the palette (0 to 39)",
        ));
    }
    Ok(())
}

/// Re-applies each edit's new colour (only the newest [`MAX_HISTORY`]) onto `indices`, keeping `counts`
/// right. Every edit is checked before any is applied, so a bad history changes nothing.
pub fn replay(
    indices: &mut [u8],
    width: u32,
    height: u32,
    counts: &mut [u32; PALETTE_SIZE],
    edits: &[Edit],
) -> Result<()> {
    if indices.len() != width as usize * height as usize {
        return Err(MosaicError::bad_input(
            "The grid's indices do not match its size",
        ));
    }
    let newest = &edits[edits.len().saturating_sub(MAX_HISTORY)..];
    for e in newest {
        check_edit(e, width, height)?;
    }
    for e in newest {
        let cell = &mut indices[(e.y * width + e.x) as usize];
        counts[*cell as usize] -= 1;
        counts[e.to as usize] += 1;
        *cell = e.to;
    }
    Ok(())
}

/// A grid being edited, with its counts and its undo/redo history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditableGrid {
    width: u32,
    height: u32,
    indices: Vec<u8>,
    counts: [u32; PALETTE_SIZE],
    history: Vec<Edit>,
    undone: Vec<Edit>,
}

impl EditableGrid {
    pub fn new(width: u32, height: u32, indices: Vec<u8>) -> Result<Self> {
        if width == 0 || height == 0 || indices.len() != width as usize * height as usize {
            return Err(MosaicError::bad_input(
                "The grid's indices do not match its size",
            ));
        }
        let counts = count(&indices)?;
        Ok(EditableGrid {
            width,
            height,
            indices,
            counts,
            history: Vec::new(),
            undone: Vec::new(),
        })
    }

    pub fn indices(&self) -> &[u8] {
        &self.indices
    }

    pub fn counts(&self) -> &[u32; PALETTE_SIZE] {
        &self.counts
    }

    /// The recorded edits, oldest first (at most [`MAX_HISTORY`]).
    pub fn history(&self) -> &[Edit] {
        &self.history
    }

    fn set(&mut self, x: u32, y: u32, to: u8) {
        let cell = &mut self.indices[(y * self.width + x) as usize];
        self.counts[*cell as usize] -= 1;
        self.counts[to as usize] += 1;
        *cell = to;
    }

    /// Paints stud (x, y); records and returns the edit, or `None` when it already had that colour.
    /// A new edit clears what could be redone; the oldest edit is dropped past [`MAX_HISTORY`].
    pub fn paint(&mut self, x: u32, y: u32, to: u8) -> Result<Option<Edit>> {
        let from = *self
            .indices
            .get((y as usize) * self.width as usize + x as usize)
            .filter(|_| x < self.width && y < self.height)
            .ok_or_else(|| {
                MosaicError::bad_input(format!(
                    "({}, {}) is outside the {} x {} grid",
                    x, y, self.width, self.height
                ))
            })?;
        if to as usize >= PALETTE_SIZE {
            return Err(MosaicError::bad_input(
                "The colour is outside the palette (0 to 39)",
            ));
        }
        if from == to {
            return Ok(None);
        }
        let edit = Edit { x, y, from, to };
        self.set(x, y, to);
        if self.history.len() == MAX_HISTORY {
            self.history.remove(0);
        }
        self.history.push(edit);
        self.undone.clear();
        Ok(Some(edit))
    }

    /// Undoes the newest edit, returning it.
    pub fn undo(&mut self) -> Option<Edit> {
        let edit = self.history.pop()?;
        self.set(edit.x, edit.y, edit.from);
        self.undone.push(edit);
        Some(edit)
    }

    /// Redoes the most recently undone edit, returning it.
    pub fn redo(&mut self) -> Option<Edit> {
        let edit = self.undone.pop()?;
        self.set(edit.x, edit.y, edit.to);
        self.history.push(edit);
        Some(edit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paint_undo_redo_keep_counts_right() {
        let mut g = EditableGrid::new(2, 2, vec![0, 0, 1, 1]).unwrap();
        assert_eq!(
            g.paint(1, 0, 4).unwrap(),
            Some(Edit {
                x: 1,
                y: 0,
                from: 0,
                to: 4
            })
        );
        assert_eq!(g.paint(1, 0, 4).unwrap(), None);
        assert_eq!(g.indices(), &[0, 4, 1, 1]);
        assert_eq!((g.counts()[0], g.counts()[1], g.counts()[4]), (1, 2, 1));
        assert_eq!(
            g.undo(),
            Some(Edit {
                x: 1,
                y: 0,
                from: 0,
                to: 4
            })
        );
        assert_eq!(g.indices(), &[0, 0, 1, 1]);
        assert_eq!((g.counts()[0], g.counts()[4]), (2, 0));
        assert_eq!(g.undo(), None);
        assert!(g.redo().is_some());
        assert_eq!(g.indices(), &[0, 4, 1, 1]);
        assert_eq!(g.redo(), None);
        g.undo();
        g.paint(0, 1, 7).unwrap();
        assert_eq!(g.redo(), None, "a new edit clears the redo list");
        assert!(g.paint(2, 0, 1).is_err());
        assert!(g.paint(0, 0, 40).is_err());
    }

    #[test]
    fn history_keeps_the_newest_500() {
        let mut g = EditableGrid::new(30, 30, vec![0; 900]).unwrap();
        for i in 0..600u32 {
            g.paint(i % 30, i / 30, (i % 39 + 1) as u8).unwrap();
        }
        assert_eq!(g.history().len(), MAX_HISTORY);
        assert_eq!(
            g.history()[0],
            Edit {
                x: 100 % 30,
                y: 100 / 30,
                from: 0,
                to: (100 % 39 + 1) as u8
            }
        );
    }

    #[test]
    fn replay_applies_the_newest_edits_and_checks_them_all_first() {
        let mut indices = vec![2u8; 4];
        let mut counts = count(&indices).unwrap();
        let edits = [
            Edit {
                x: 0,
                y: 0,
                from: 9,
                to: 3,
            },
            Edit {
                x: 1,
                y: 1,
                from: 2,
                to: 5,
            },
            Edit {
                x: 0,
                y: 0,
                from: 3,
                to: 6,
            },
        ];
        replay(&mut indices, 2, 2, &mut counts, &edits).unwrap();
        assert_eq!(indices, vec![6, 2, 2, 5]);
        assert_eq!(counts, count(&indices).unwrap());
        let bad = [
            Edit {
                x: 1,
                y: 0,
                from: 0,
                to: 7,
            },
            Edit {
                x: 2,
                y: 0,
                from: 0,
                to: 1,
            },
        ];
        assert!(replay(&mut indices, 2, 2, &mut counts, &bad).is_err());
        assert_eq!(indices, vec![6, 2, 2, 5], "nothing applied");
        // Only the newest 500 of 501 edits: the first is skipped.
        let mut many = vec![Edit {
            x: 1,
            y: 0,
            from: 2,
            to: 9,
        }];
        many.extend((0..500).map(|_| Edit {
            x: 0,
            y: 1,
            from: 2,
            to: 8,
        }));
        replay(&mut indices, 2, 2, &mut counts, &many).unwrap();
        assert_eq!(indices, vec![6, 2, 8, 5]);
        assert_eq!(counts, count(&indices).unwrap());
    }

    #[test]
    fn counts_refuse_out_of_palette_indices() {
        assert!(count(&[0, 39]).is_ok());
        assert!(count(&[40]).is_err());
    }
}
