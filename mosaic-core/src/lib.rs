//! mosaic-core: Brixilated's image pipeline, from a photo to a grid of brick palette indices.
//!
//! A photo goes through one module per stage:
//!
//! 1. [`crop`]: centre-crop to the size's aspect ratio, trim each axis to a multiple of the stud count
//!    (the trim split evenly on both sides), refuse photos smaller than the grid
//!    ([`MosaicError::TooSmall`]), and reduce the crop to a small working copy in linear light;
//! 2. [`adjust`]: brightness, contrast and saturation with the meaning of the CSS filters;
//! 3. [`sample`]: each stud's colour, the average of its block in linear light;
//! 4. [`quantize`]: each stud to the nearest of the 40 [`palette`] colours by CIEDE2000, with optional
//!    Floyd-Steinberg or Atkinson dithering; counts and the mean colour error come with the grid. An
//!    allowed-colours mask ([`Quantizer::set_allowed`], `mc_set_allowed` in the ABI) restricts it to
//!    the colours the shop has (exact nearest among them, dithering and auto-adjust included);
//! 5. [`edits`]: painting studs with undo, redo and replay of a saved history;
//! 6. [`render`]: the grid as RGBA, flat or as shaded round studs;
//! 7. [`blueprint`]: the grid split into 32 x 32 base plates with counts and a legend;
//! 8. [`autoadjust`]: slider values that lower the mean colour error for a photo;
//! 9. [`fidelity`]: how much the mosaic, seen from a distance, looks like the photo, and [`likeness`]:
//!    the searched blending that lowers that difference ([`Dither::Likeness`], "Best likeness"), which
//!    also tidies lone studs, and the one that also keeps the mosaic clean up close ([`Dither::Clean`]);
//!    [`color_cap`] picks the colours that best render a photo at a count.
//!
//! [`PhotoSession`] keeps a photo and its cropped working copies between calls, so a slider change
//! re-runs only adjust, sample and quantize. [`abi`] is the thin C ABI compiled to WebAssembly:
//! pointers and lengths in, status codes out; nothing panics across it.

pub mod abi;
pub mod adjust;
pub mod autoadjust;
pub mod blueprint;
pub mod color_cap;
pub mod crop;
pub mod edits;
pub mod error;
pub mod fidelity;
pub mod lanes;
pub mod likeness;
pub mod lut;
pub mod nearest_table;
pub mod palette;
pub mod plate;
pub mod quantize;
pub mod render;
pub mod sample;

pub use adjust::Adjustments;
pub use crop::{crop_rect, CropRect, CroppedPhoto, PhotoRef};
pub use edits::{Edit, EditableGrid, MAX_HISTORY};
pub use error::{MosaicError, Result};
pub use palette::{Tables, PALETTE, PALETTE_SIZE};
pub use quantize::{Dither, Quantized, Quantizer};
pub use render::RenderStyle;

use error::try_zeroed_bytes;

/// The shared, photo-independent part: lookup tables, the nearest-colour memo and the searched
/// blending's colour-difference forms.
pub struct Engine {
    pub tables: Tables,
    pub quantizer: Quantizer,
    pub likeness: likeness::Likeness,
}

impl Engine {
    pub fn new() -> Self {
        let tables = Tables::new();
        let quantizer = Quantizer::new(&tables);
        Engine {
            tables,
            quantizer,
            likeness: likeness::Likeness::new(),
        }
    }
}

/// Runs the whole pipeline once on a made-up photo of `width` x `height` pixels, at 4 x 4 and 8 x 8
/// plates with a slider change each, renders a grid and forgets it all, so that a photo opened afterwards
/// finds memory already grown and touched (the freed photo's memory is reused) and, in WebAssembly, every
/// stage's code already compiled by the optimising tier. Callers run it while nothing else waits, before
/// the first real photo. The photo is a gradient with noise, so quantizing meets many colours. Answers
/// the made-up photo's pixel buffer for the first real photo to reuse ([`PhotoSession::reusing`]).
pub fn warm_up(engine: &mut Engine, width: u32, height: u32) -> Result<Vec<u8>> {
    let mut session = PhotoSession::new(width, height)?;
    let mut state = 0x4f6c_dd1du32;
    let w = width as usize;
    for (i, px) in session.pixels_mut().chunks_exact_mut(4).enumerate() {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let (x, y) = (i % w, i / w);
        px[0] = ((x * 255 / w) as u32 + (state & 15)) as u8;
        px[1] = ((y * 255 / height as usize) as u32 + (state >> 8 & 15)) as u8;
        px[2] = (((x + y) / 8) as u32 + (state >> 16 & 15)) as u8;
        px[3] = 255;
    }
    let studs = [128u32, 256];
    for &n in studs
        .iter()
        .filter(|&&n| crop::crop_rect(width, height, n, n).is_ok())
    {
        session.pixelate(engine, n, n, Adjustments::default(), Dither::None)?;
        let slider = Adjustments::new(110.0, 105.0, 115.0)?;
        let grid = session
            .pixelate(engine, n, n, slider, Dither::FloydSteinberg)?
            .indices
            .clone();
        let mut picture = Vec::new();
        render::render(&grid, n, n, 2, RenderStyle::Studs, &mut picture)?;
    }
    Ok(session.into_pixels())
}

impl Default for Engine {
    fn default() -> Self {
        Self::new()
    }
}

/// What is done to a grid after its blending: a cap on its colours and tidying of lone studs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Finish {
    /// At most this many of the allowed colours ([`color_cap`]); all of them when None.
    pub max_colors: Option<usize>,
    /// Give a stud whose neighbours all differ from it a neighbour's colour when that costs the likeness
    /// little ([`likeness::LONE_COST`], [`likeness::TIDY_TARGET_PER_MILLE`]).
    pub tidy: bool,
}

/// How many sizes of cropped working copies a photo keeps (the wizard moves between a few sizes).
const CROP_CACHE_SIZES: usize = 4;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    Open,
    Cropped,
    Adjusted,
    Sampled,
    Quantized,
}

/// A photo kept between calls with the results of each stage for the current size and sliders.
pub struct PhotoSession {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
    /// Cropped working copies, most recently used last.
    crops: Vec<CroppedPhoto>,
    stage: Stage,
    adjustments: Option<Adjustments>,
    studs: Vec<[f32; 3]>,
    result: Option<Quantized>,
}

impl PhotoSession {
    /// A black photo of this size whose pixels the caller fills through [`PhotoSession::pixels_mut`].
    pub fn new(width: u32, height: u32) -> Result<Self> {
        crop::check_photo_size(width, height)?;
        let rgba = try_zeroed_bytes(width as usize * height as usize * 4)?;
        Ok(Self::new_with(rgba, width, height))
    }

    /// A photo of this size in `buffer`, the pixels of a photo no longer needed ([`PhotoSession::into_pixels`]):
    /// its old pixels stay until the caller fills them through [`PhotoSession::pixels_mut`], which saves
    /// writing tens of megabytes of zeros. A buffer smaller than the photo is dropped for a fresh one.
    pub fn reusing(mut buffer: Vec<u8>, width: u32, height: u32) -> Result<Self> {
        crop::check_photo_size(width, height)?;
        let len = width as usize * height as usize * 4;
        if buffer.len() < len {
            return Self::new(width, height);
        }
        buffer.truncate(len);
        Ok(Self::new_with(buffer, width, height))
    }

    fn new_with(rgba: Vec<u8>, width: u32, height: u32) -> Self {
        PhotoSession {
            width,
            height,
            rgba,
            crops: Vec::new(),
            stage: Stage::Open,
            adjustments: None,
            studs: Vec::new(),
            result: None,
        }
    }

    /// The photo's pixel buffer, for [`PhotoSession::reusing`].
    pub fn into_pixels(self) -> Vec<u8> {
        self.rgba
    }

    pub fn from_rgba(rgba: &[u8], width: u32, height: u32) -> Result<Self> {
        PhotoRef::new(rgba, width, height)?;
        let mut s = Self::new(width, height)?;
        s.rgba.copy_from_slice(rgba);
        Ok(s)
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The RGBA pixels to fill; forgets every cached stage.
    pub fn pixels_mut(&mut self) -> &mut [u8] {
        self.crops.clear();
        self.stage = Stage::Open;
        self.result = None;
        &mut self.rgba
    }

    fn current(&self) -> Result<&CroppedPhoto> {
        self.crops
            .last()
            .filter(|_| self.stage >= Stage::Cropped)
            .ok_or_else(|| MosaicError::bad_input("Crop the photo for a size first"))
    }

    /// Crops for `studs_wide` x `studs_high`, reusing the working copy when this size was cropped before.
    pub fn crop(&mut self, engine: &Engine, studs_wide: u32, studs_high: u32) -> Result<()> {
        let same_size = |c: &CroppedPhoto| c.studs_wide == studs_wide && c.studs_high == studs_high;
        if let Some(pos) = self.crops.iter().position(same_size) {
            if pos + 1 != self.crops.len() {
                let c = self.crops.remove(pos);
                self.crops.push(c);
                self.stage = Stage::Cropped;
                self.adjustments = None;
            } else if self.stage < Stage::Cropped {
                self.stage = Stage::Cropped;
            }
            return Ok(());
        }
        let photo = PhotoRef::new(&self.rgba, self.width, self.height)?;
        let cropped = crop::crop(photo, studs_wide, studs_high, &engine.tables)?;
        if self.crops.len() == CROP_CACHE_SIZES {
            self.crops.remove(0);
        }
        self.crops.push(cropped);
        self.stage = Stage::Cropped;
        self.adjustments = None;
        Ok(())
    }

    /// Applies the sliders to the current crop (nothing to do when they did not change). The adjusted
    /// cells are summed into stud colours as they are made ([`sample::adjusted_studs`]), so this does
    /// the sampling's work too and [`PhotoSession::sample`] has none left.
    pub fn adjust(&mut self, engine: &Engine, adjustments: Adjustments) -> Result<()> {
        let adjustments = Adjustments::new(
            adjustments.brightness,
            adjustments.contrast,
            adjustments.saturation,
        )?;
        self.current()?;
        if self.stage >= Stage::Adjusted && self.adjustments == Some(adjustments) {
            return Ok(());
        }
        let cropped = self
            .crops
            .last()
            .ok_or_else(|| MosaicError::Internal("no crop".into()))?;
        sample::adjusted_studs(cropped, adjustments, &engine.tables, &mut self.studs)?;
        self.adjustments = Some(adjustments);
        self.stage = Stage::Adjusted;
        Ok(())
    }

    /// Makes the adjusted stud colours available to quantizing (the stage after adjust; the colours were
    /// averaged from the cells while adjusting).
    pub fn sample(&mut self) -> Result<()> {
        if self.stage < Stage::Adjusted {
            return Err(MosaicError::bad_input("Adjust the photo before sampling"));
        }
        self.current()?;
        self.stage = self.stage.max(Stage::Sampled);
        Ok(())
    }

    /// The sampled stud colours (linear light, row-major) that quantizing reads, once sampled.
    pub fn studs(&self) -> Option<&[[f32; 3]]> {
        if self.stage >= Stage::Sampled {
            Some(&self.studs)
        } else {
            None
        }
    }

    /// Quantizes the sampled studs to palette indices, with the colours the engine's quantizer allows
    /// ([`Quantizer::set_allowed`]; all 40 unless restricted), and measures the mean colour error.
    pub fn quantize(&mut self, engine: &mut Engine, dither: Dither) -> Result<&Quantized> {
        self.quantize_measured(engine, dither, true)
    }

    /// [`PhotoSession::quantize`], measuring the mean colour error only when `measure` is set (see
    /// [`Quantizer::quantize_measured`]).
    pub fn quantize_measured(
        &mut self,
        engine: &mut Engine,
        dither: Dither,
        measure: bool,
    ) -> Result<&Quantized> {
        self.quantize_with(engine, dither, measure, Finish::default())
    }

    /// [`PhotoSession::quantize_measured`] with a [`Finish`]: at most `max_colors` of the allowed colours
    /// (the subset [`color_cap`] chooses for this photo) and lone studs tidied ([`likeness`]).
    pub fn quantize_with(
        &mut self,
        engine: &mut Engine,
        dither: Dither,
        measure: bool,
        finish: Finish,
    ) -> Result<&Quantized> {
        if self.stage < Stage::Sampled {
            return Err(MosaicError::bad_input("Sample the photo before quantizing"));
        }
        let (w, h) = {
            let c = self.current()?;
            (c.studs_wide as usize, c.studs_high as usize)
        };
        let allowed = engine.quantizer.allowed();
        let capped = match finish.max_colors {
            Some(count) => color_cap::choose_colors(
                &mut engine.likeness,
                &engine.tables,
                &self.studs,
                w,
                h,
                allowed,
                count,
            )?,
            None => allowed,
        };
        engine.quantizer.set_allowed(capped)?;
        let q = self.quantize_finished(engine, dither, measure, finish.tidy, (w, h));
        // The shop's own mask again for the next call (a no-op without a cap).
        engine.quantizer.set_allowed(allowed)?;
        let q = q?;
        self.stage = Stage::Quantized;
        Ok(self.result.insert(q))
    }

    fn quantize_finished(
        &self,
        engine: &mut Engine,
        dither: Dither,
        measure: bool,
        tidy: bool,
        (w, h): (usize, usize),
    ) -> Result<Quantized> {
        let searched = dither == Dither::Likeness;
        let cleaned = dither == Dither::Clean;
        let mut q = engine.quantizer.quantize_measured(
            &self.studs,
            w,
            h,
            dither,
            &engine.tables,
            measure && !searched && !tidy && !cleaned,
        )?;
        if cleaned {
            // Clean blending tidies in its own way, with or without Tidy lone studs.
            engine.likeness.clean(
                &self.studs,
                &mut q.indices,
                (w, h),
                &engine.tables,
                engine.quantizer.allowed(),
            )?;
        } else if searched || tidy {
            engine.likeness.improve(
                &self.studs,
                &mut q.indices,
                w,
                h,
                &engine.tables,
                engine.quantizer.allowed(),
                fidelity::DEFAULT_BLUR_STUDS,
                if searched { likeness::MAX_PASSES } else { 0 },
                tidy,
            )?;
        }
        if searched || tidy || cleaned {
            q.counts = [0; PALETTE_SIZE];
            for &i in &q.indices {
                q.counts[i as usize] += 1;
            }
            q.mean_delta_e = if measure {
                engine
                    .quantizer
                    .mean_difference(&self.studs, &q.indices, &engine.tables)
            } else {
                f64::NAN
            };
        }
        Ok(q)
    }

    /// How much `indices` (a grid of the current size, e.g. the last result with edits on top) looks like
    /// the photo's sampled studs from a distance, under a blur of `blur_studs` studs ([`fidelity`]).
    pub fn fidelity(
        &self,
        engine: &Engine,
        indices: &[u8],
        blur_studs: f64,
    ) -> Result<fidelity::Fidelity> {
        let studs = self
            .studs()
            .ok_or_else(|| MosaicError::bad_input("Pixelate the photo before measuring it"))?;
        let c = self.current()?;
        fidelity::measure(
            studs,
            indices,
            c.studs_wide as usize,
            c.studs_high as usize,
            &engine.tables,
            blur_studs,
        )
    }

    /// All four stages in order.
    pub fn pixelate(
        &mut self,
        engine: &mut Engine,
        studs_wide: u32,
        studs_high: u32,
        adjustments: Adjustments,
        dither: Dither,
    ) -> Result<&Quantized> {
        self.crop(engine, studs_wide, studs_high)?;
        self.adjust(engine, adjustments)?;
        self.sample()?;
        self.quantize(engine, dither)
    }

    /// The latest quantized result, if the last pixelate finished.
    pub fn result(&self) -> Option<&Quantized> {
        self.result
            .as_ref()
            .filter(|_| self.stage == Stage::Quantized)
    }

    /// Suggested sliders for this photo at this size (see [`autoadjust`]). Large grids are searched at a
    /// half or a quarter of their studs a side (same crop, same proportions), which is 4 to 16 times quicker
    /// and finds the same slider values to within a step.
    pub fn suggest(
        &mut self,
        engine: &mut Engine,
        studs_wide: u32,
        studs_high: u32,
        dither: Dither,
    ) -> Result<autoadjust::Suggestion> {
        crop::check_studs(studs_wide, studs_high)?;
        // Refuse a photo too small for the real size, not only for the reduced one.
        crop::crop_rect(self.width, self.height, studs_wide, studs_high)?;
        let factor = [4u32, 2]
            .iter()
            .copied()
            .find(|&f| {
                studs_wide.max(studs_high) / f >= 64 && studs_wide % f == 0 && studs_high % f == 0
            })
            .unwrap_or(1);
        self.crop(engine, studs_wide / factor, studs_high / factor)?;
        let cropped = self.current()?;
        let mut suggestion =
            autoadjust::suggest(cropped, dither, &engine.tables, &mut engine.quantizer)?;
        if factor > 1 {
            // Check the promise at the real size: never a higher mean error than the unadjusted photo.
            self.crop(engine, studs_wide, studs_high)?;
            let cropped = self.current()?;
            let before = autoadjust::mean_error(
                cropped,
                Adjustments::default(),
                dither,
                &engine.tables,
                &mut engine.quantizer,
            )?;
            let after = autoadjust::mean_error(
                cropped,
                suggestion.adjustments,
                dither,
                &engine.tables,
                &mut engine.quantizer,
            )?;
            suggestion = if after <= before {
                autoadjust::Suggestion {
                    adjustments: suggestion.adjustments,
                    mean_delta_e_before: before,
                    mean_delta_e_after: after,
                }
            } else {
                autoadjust::Suggestion {
                    adjustments: Adjustments::default(),
                    mean_delta_e_before: before,
                    mean_delta_e_after: before,
                }
            };
        }
        Ok(suggestion)
    }
}
