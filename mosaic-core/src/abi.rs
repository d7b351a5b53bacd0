//! The C ABI exported to WebAssembly; thin on purpose. Pointers and lengths come in, status codes go out
//! (0 ok, 1 too small, 2 bad input, 3 out of memory, 4 internal), and the message of the last error is read
//! with `mc_error_ptr`/`mc_error_len`. Photos stay in WebAssembly memory behind handles. Results live in
//! buffers owned here and stay valid until the next call; JavaScript copies them out at once. One engine
//! serves every photo, so the allowed-colours mask (`mc_set_allowed`) holds for every photo until changed.
//!
//! Every argument is checked before use: WebAssembly is single-threaded and built with panic=abort, so a
//! panic would only surface as a trap.

use crate::blueprint;
use crate::edits::{self, Edit};
use crate::error::{MosaicError, Result};
use crate::palette::{PALETTE, PALETTE_SIZE};
use crate::quantize::{Dither, ALLOWED_REFUSED};
use crate::render::{self, RenderStyle};
use crate::{Adjustments, Engine, PhotoSession};
use std::alloc::{alloc, dealloc, Layout};

struct State {
    engine: Engine,
    photos: Vec<Option<PhotoSession>>,
    out: Vec<u8>,
    error: String,
    scalars: [f64; 8],
    palette_rgb: [u8; PALETTE_SIZE * 3],
    /// The pixel buffer of the largest photo freed (or warmed up with) since, for the next photo to reuse.
    spare: Vec<u8>,
}

static mut STATE: Option<State> = None;

fn state() -> &'static mut State {
    // SAFETY: WebAssembly here is single-threaded and no export re-enters another, so there is only ever
    // one live reference to the state.
    unsafe {
        (*std::ptr::addr_of_mut!(STATE)).get_or_insert_with(|| {
            let mut palette_rgb = [0u8; PALETTE_SIZE * 3];
            for (dst, c) in palette_rgb.chunks_exact_mut(3).zip(PALETTE.iter()) {
                dst.copy_from_slice(&c.rgb);
            }
            State {
                engine: Engine::new(),
                photos: Vec::new(),
                out: Vec::new(),
                error: String::new(),
                scalars: [0.0; 8],
                palette_rgb,
                spare: Vec::new(),
            }
        })
    }
}

fn run(f: impl FnOnce(&mut State) -> Result<()>) -> i32 {
    let s = state();
    match f(s) {
        Ok(()) => 0,
        Err(e) => {
            s.error = e.to_string();
            e.status()
        }
    }
}

/// Checks that [ptr, ptr + len) lies inside WebAssembly memory before making a slice of it.
fn region(ptr: *const u8, len: usize) -> Result<()> {
    if ptr.is_null() {
        return Err(MosaicError::bad_input("null pointer"));
    }
    let end = (ptr as usize)
        .checked_add(len)
        .ok_or_else(|| MosaicError::bad_input("pointer out of range"))?;
    #[cfg(target_arch = "wasm32")]
    {
        if end > core::arch::wasm32::memory_size(0).saturating_mul(65536) {
            return Err(MosaicError::bad_input("pointer out of range"));
        }
    }
    let _ = end;
    Ok(())
}

fn bytes<'a>(ptr: *const u8, len: usize) -> Result<&'a [u8]> {
    region(ptr, len)?;
    // SAFETY: the region is inside memory (checked above) and the caller does not touch it during the call.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

fn bytes_mut<'a>(ptr: *mut u8, len: usize) -> Result<&'a mut [u8]> {
    region(ptr, len)?;
    // SAFETY: as for `bytes`; the buffer was allocated with `mc_alloc` and is not aliased by Rust.
    Ok(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

fn grid_len(width: u32, height: u32) -> Result<usize> {
    crate::crop::check_studs(width, height)?;
    Ok(width as usize * height as usize)
}

fn write_counts(ptr: *mut u8, counts: &[u32; PALETTE_SIZE]) -> Result<()> {
    let out = bytes_mut(ptr, PALETTE_SIZE * 4)?;
    for (dst, c) in out.chunks_exact_mut(4).zip(counts.iter()) {
        dst.copy_from_slice(&c.to_le_bytes());
    }
    Ok(())
}

fn photo(s: &mut State, handle: u32) -> Result<&mut PhotoSession> {
    s.photos
        .get_mut((handle as usize).wrapping_sub(1))
        .and_then(|p| p.as_mut())
        .ok_or_else(|| MosaicError::bad_input("Unknown or freed photo"))
}

fn layout(len: u32) -> Option<Layout> {
    Layout::from_size_align(len as usize, 8).ok()
}

/// Allocates `len` bytes (8-byte aligned) for JavaScript to fill; 0 when memory cannot grow.
#[no_mangle]
pub extern "C" fn mc_alloc(len: u32) -> *mut u8 {
    match layout(len) {
        // SAFETY: the layout has a non-zero size.
        Some(l) if len > 0 => unsafe { alloc(l) },
        _ => std::ptr::null_mut(),
    }
}

/// Frees a buffer from `mc_alloc` with the same length.
///
/// # Safety
/// `ptr` is null or came from `mc_alloc(len)` and was not freed since.
#[no_mangle]
pub unsafe extern "C" fn mc_free(ptr: *mut u8, len: u32) {
    if let Some(l) = layout(len) {
        if !ptr.is_null() && len > 0 {
            // SAFETY: `ptr` came from `mc_alloc(len)`, which used this layout.
            dealloc(ptr, l)
        }
    }
}

#[no_mangle]
pub extern "C" fn mc_error_ptr() -> *const u8 {
    state().error.as_ptr()
}

#[no_mangle]
pub extern "C" fn mc_error_len() -> u32 {
    state().error.len() as u32
}

/// Eight f64 values some calls return (see each call).
#[no_mangle]
pub extern "C" fn mc_scalars_ptr() -> *const f64 {
    state().scalars.as_ptr()
}

/// The output buffer of `mc_render` and `mc_blueprint`.
#[no_mangle]
pub extern "C" fn mc_out_ptr() -> *const u8 {
    state().out.as_ptr()
}

#[no_mangle]
pub extern "C" fn mc_out_len() -> u32 {
    state().out.len() as u32
}

/// The palette as 40 r, g, b triples, for checking against palette.json.
#[no_mangle]
pub extern "C" fn mc_palette_rgb_ptr() -> *const u8 {
    state().palette_rgb.as_ptr()
}

/// The core's own limits, for checking the TypeScript face's copies of them: 0 palette size, 1 studs a
/// plate side, 2 edits kept in the history, 3 largest photo in pixels, 4 largest grid side in studs,
/// 5 inches a plate side, 6 the fidelity measure's default blur in thousandths of a stud, 7 how many
/// blendings (dither codes) there are; 0 for any other key.
#[no_mangle]
pub extern "C" fn mc_constant(key: u32) -> u32 {
    match key {
        0 => PALETTE_SIZE as u32,
        1 => crate::plate::STUDS_PER_PLATE,
        2 => edits::MAX_HISTORY as u32,
        3 => crate::crop::MAX_PHOTO_PIXELS as u32,
        4 => crate::crop::MAX_STUDS_PER_SIDE,
        5 => crate::plate::INCHES_PER_PLATE,
        6 => (crate::fidelity::DEFAULT_BLUR_STUDS * 1000.0).round() as u32,
        7 => crate::quantize::DITHER_COUNT,
        _ => 0,
    }
}

/// 1 when this module was compiled with WebAssembly SIMD128 (the slider change's lanes, [`crate::lanes`]),
/// 0 otherwise (and natively). The shop builds two modules (scripts/build-wasm.mjs): one with SIMD128 for
/// browsers that have it, one without for those that do not; both give the same results bit for bit.
#[no_mangle]
pub extern "C" fn mc_simd128() -> u32 {
    cfg!(all(target_arch = "wasm32", target_feature = "simd128")) as u32
}

/// Warms the core up for photos of about `width` x `height` pixels (see [`crate::warm_up`]).
#[no_mangle]
pub extern "C" fn mc_warm_up(width: u32, height: u32) -> i32 {
    run(|s| {
        s.spare = Vec::new();
        s.spare = crate::warm_up(&mut s.engine, width, height)?;
        Ok(())
    })
}

/// Makes a photo of this size; returns its handle (> 0) or minus a status code. Fill all its pixels
/// through `mc_photo_pixels` (they are unspecified until then: a freed photo's buffer is reused).
#[no_mangle]
pub extern "C" fn mc_photo_new(width: u32, height: u32) -> i32 {
    let s = state();
    let made = crate::crop::check_photo_size(width, height)
        .and_then(|_| PhotoSession::reusing(std::mem::take(&mut s.spare), width, height));
    match made {
        Ok(p) => {
            let slot = match s.photos.iter().position(|p| p.is_none()) {
                Some(i) => i,
                None => {
                    s.photos.push(None);
                    s.photos.len() - 1
                }
            };
            s.photos[slot] = Some(p);
            slot as i32 + 1
        }
        Err(e) => {
            s.error = e.to_string();
            -e.status()
        }
    }
}

/// Where to write the photo's width * height * 4 RGBA bytes; null for an unknown handle.
#[no_mangle]
pub extern "C" fn mc_photo_pixels(handle: u32) -> *mut u8 {
    match photo(state(), handle) {
        Ok(p) => p.pixels_mut().as_mut_ptr(),
        Err(_) => std::ptr::null_mut(),
    }
}

#[no_mangle]
pub extern "C" fn mc_photo_free(handle: u32) -> i32 {
    run(|s| {
        photo(s, handle)?;
        if let Some(p) = s.photos[handle as usize - 1].take() {
            let pixels = p.into_pixels();
            if pixels.len() > s.spare.len() {
                s.spare = pixels;
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn mc_photo_crop(handle: u32, studs_wide: u32, studs_high: u32) -> i32 {
    run(|s| {
        let engine = &s.engine;
        photo_in(&mut s.photos, handle)?.crop(engine, studs_wide, studs_high)
    })
}

fn photo_in(photos: &mut [Option<PhotoSession>], handle: u32) -> Result<&mut PhotoSession> {
    photos
        .get_mut((handle as usize).wrapping_sub(1))
        .and_then(|p| p.as_mut())
        .ok_or_else(|| MosaicError::bad_input("Unknown or freed photo"))
}

/// Slider values in percent (0..200).
#[no_mangle]
pub extern "C" fn mc_photo_adjust(
    handle: u32,
    brightness: f64,
    contrast: f64,
    saturation: f64,
) -> i32 {
    run(|s| {
        let adjustments = Adjustments::new(brightness as f32, contrast as f32, saturation as f32)?;
        let engine = &s.engine;
        photo_in(&mut s.photos, handle)?.adjust(engine, adjustments)
    })
}

#[no_mangle]
pub extern "C" fn mc_photo_sample(handle: u32) -> i32 {
    run(|s| photo_in(&mut s.photos, handle)?.sample())
}

/// Restricts the colours every later `mc_photo_quantize` and `mc_photo_suggest` may use (for every photo)
/// to an allowed-colours mask of 40 bits: bit i of `low` allows palette colour i for i < 32, bit i - 32 of
/// `high` colour i for i >= 32 (so colour 39 is bit 7 of `high`). `mc_set_allowed(0xFFFF_FFFF, 0xFF)`
/// allows the whole palette again (the default), which gives digit for digit the results of a core that
/// never had a mask. A mask with no colour, or with bits above colour 39, is refused (status 2, "Allow at
/// least one of the 40 palette colours...") and the previous mask stays.
#[no_mangle]
pub extern "C" fn mc_set_allowed(low: u32, high: u32) -> i32 {
    run(|s| {
        if high > 0xFF {
            return Err(MosaicError::bad_input(ALLOWED_REFUSED));
        }
        s.engine.quantizer.set_allowed(mask_of(low, high))
    })
}

/// The allowed-colours mask now in force: its 40 bits as a whole number (exact in a f64, which JavaScript reads).
#[no_mangle]
pub extern "C" fn mc_allowed() -> f64 {
    state().engine.quantizer.allowed() as f64
}

fn mask_of(low: u32, high: u32) -> u64 {
    (high as u64) << 32 | low as u64
}

/// Dither 0 none, 1 Floyd-Steinberg, 2 Atkinson, 3 likeness (searched), 4 clean (searched, clean up close); `measure` 1 measures the mean colour error, 0 leaves it
/// NaN (quicker; the grid is the same). The grid, counts and mean error are then read with
/// `mc_photo_grid_ptr`, `mc_photo_counts_ptr` and `mc_photo_mean_delta_e`.
#[no_mangle]
pub extern "C" fn mc_photo_quantize(handle: u32, dither: u32, measure: u32) -> i32 {
    run(|s| {
        let dither = Dither::from_code(dither)?;
        let engine = &mut s.engine;
        photo_in(&mut s.photos, handle)?.quantize_measured(engine, dither, measure != 0)?;
        Ok(())
    })
}

/// [`mc_photo_quantize`] with a finish: at most `max_colors` of the allowed colours, chosen for this photo
/// (0 for all of them), and lone studs tidied when `tidy` is 1.
#[no_mangle]
pub extern "C" fn mc_photo_quantize_with(
    handle: u32,
    dither: u32,
    measure: u32,
    max_colors: u32,
    tidy: u32,
) -> i32 {
    run(|s| {
        let dither = Dither::from_code(dither)?;
        if max_colors as usize > PALETTE_SIZE || tidy > 1 {
            return Err(MosaicError::bad_input(
                "The colours cap is 0 (all) to 40, and tidy 0 or 1",
            ));
        }
        let finish = crate::Finish {
            max_colors: if max_colors == 0 {
                None
            } else {
                Some(max_colors as usize)
            },
            tidy: tidy == 1,
        };
        let engine = &mut s.engine;
        photo_in(&mut s.photos, handle)?.quantize_with(engine, dither, measure != 0, finish)?;
        Ok(())
    })
}

/// The photo's stud colours after the sliders, before quantizing: studs_wide * studs_high r, g, b f32 triples
/// in linear light, row-major, as quantizing reads them; null until the photo is sampled.
#[no_mangle]
pub extern "C" fn mc_photo_studs_ptr(handle: u32) -> *const f32 {
    match photo(state(), handle).ok().and_then(|p| p.studs()) {
        Some(studs) => studs.as_ptr() as *const f32,
        None => std::ptr::null(),
    }
}

#[no_mangle]
pub extern "C" fn mc_photo_grid_ptr(handle: u32) -> *const u8 {
    match photo(state(), handle).ok().and_then(|p| p.result()) {
        Some(r) => r.indices.as_ptr(),
        None => std::ptr::null(),
    }
}

/// 40 little-endian u32 counts.
#[no_mangle]
pub extern "C" fn mc_photo_counts_ptr(handle: u32) -> *const u32 {
    match photo(state(), handle).ok().and_then(|p| p.result()) {
        Some(r) => r.counts.as_ptr(),
        None => std::ptr::null(),
    }
}

#[no_mangle]
pub extern "C" fn mc_photo_mean_delta_e(handle: u32) -> f64 {
    photo(state(), handle)
        .ok()
        .and_then(|p| p.result())
        .map_or(f64::NAN, |r| r.mean_delta_e)
}

/// How much `grid` (`width` x `height`, the photo's current size) looks like the photo's sampled studs from
/// a distance, blurred by `blur_studs` studs; scalars 0 = mean CIEDE2000, 1 = its 95th percentile,
/// 2 = SSIM of the lightness, 3 = how many studs are lone (their neighbours all of other colours), 4 = how
/// many have no side neighbour of their colour, 5 = how many lie where the photo is nearly grey, 6 = how many
/// of those have a chromatic colour.
#[no_mangle]
pub extern "C" fn mc_photo_fidelity(
    handle: u32,
    grid: *const u8,
    width: u32,
    height: u32,
    blur_studs: f64,
) -> i32 {
    run(|s| {
        let indices = bytes(grid, grid_len(width, height)?)?;
        let session = photo_in(&mut s.photos, handle)?;
        if session.studs().map(|st| st.len()) != Some(indices.len()) {
            return Err(MosaicError::bad_input(
                "Measure a grid of the size the photo was last pixelated at",
            ));
        }
        let f = session.fidelity(&s.engine, indices, blur_studs)?;
        s.scalars[..7].copy_from_slice(&[
            f.mean_delta_e,
            f.p95_delta_e,
            f.ssim,
            f.lone_studs as f64,
            f.side_lone_studs as f64,
            f.grey_studs as f64,
            f.grey_specks as f64,
        ]);
        Ok(())
    })
}

/// The eye's blur in studs from `distance_mm` millimetres away ([`crate::fidelity::blur_studs_at`]).
#[no_mangle]
pub extern "C" fn mc_blur_studs_at(distance_mm: f64) -> f64 {
    crate::fidelity::blur_studs_at(distance_mm)
}

/// Suggested sliders; scalars 0..3 = brightness, contrast, saturation, 3 = mean error before, 4 = after.
#[no_mangle]
pub extern "C" fn mc_photo_suggest(
    handle: u32,
    studs_wide: u32,
    studs_high: u32,
    dither: u32,
) -> i32 {
    run(|s| {
        let dither = Dither::from_code(dither)?;
        let engine = &mut s.engine;
        let suggestion =
            photo_in(&mut s.photos, handle)?.suggest(engine, studs_wide, studs_high, dither)?;
        let a = suggestion.adjustments;
        s.scalars[..5].copy_from_slice(&[
            a.brightness as f64,
            a.contrast as f64,
            a.saturation as f64,
            suggestion.mean_delta_e_before,
            suggestion.mean_delta_e_after,
        ]);
        Ok(())
    })
}

/// Writes the grid's 40 counts (u32) to `counts_out`; refuses indices outside the palette.
#[no_mangle]
pub extern "C" fn mc_grid_counts(
    grid: *const u8,
    width: u32,
    height: u32,
    counts_out: *mut u8,
) -> i32 {
    run(|_| {
        let indices = bytes(grid, grid_len(width, height)?)?;
        write_counts(counts_out, &edits::count(indices)?)
    })
}

/// Checks a grid is `studs_wide` x `studs_high` with every index in the palette.
#[no_mangle]
pub extern "C" fn mc_grid_validate(
    grid: *const u8,
    width: u32,
    height: u32,
    studs_wide: u32,
    studs_high: u32,
) -> i32 {
    run(|_| {
        if width != studs_wide || height != studs_high {
            return Err(MosaicError::bad_input(format!(
                "The grid is {} x {} studs; this size needs {} x {}",
                width, height, studs_wide, studs_high
            )));
        }
        edits::count(bytes(grid, grid_len(width, height)?)?).map(|_| ())
    })
}

/// Renders into the output buffer (style 0 flat, 1 studs, 2 seen from a distance).
#[no_mangle]
pub extern "C" fn mc_render(
    grid: *const u8,
    width: u32,
    height: u32,
    px_per_stud: u32,
    style: u32,
) -> i32 {
    run(|s| {
        let style = RenderStyle::from_code(style)?;
        let indices = bytes(grid, grid_len(width, height)?)?;
        match style {
            RenderStyle::Distance => render::render_from_distance(
                indices,
                width,
                height,
                px_per_stud,
                &s.engine.tables,
                &mut s.out,
            ),
            _ => render::render(indices, width, height, px_per_stud, style, &mut s.out),
        }
    })
}

/// Blueprint data into the output buffer (layout in `Blueprint::write_to`).
#[no_mangle]
pub extern "C" fn mc_blueprint(grid: *const u8, width: u32, height: u32) -> i32 {
    run(|s| {
        let indices = bytes(grid, grid_len(width, height)?)?;
        blueprint::blueprint(indices, width, height)?.write_to(&mut s.out)
    })
}

/// Replays `edit_count` edits (u32 x, y, from, to each) onto the grid in place and writes its counts.
#[no_mangle]
pub extern "C" fn mc_replay(
    grid: *mut u8,
    width: u32,
    height: u32,
    edits_ptr: *const u8,
    edit_count: u32,
    counts_out: *mut u8,
) -> i32 {
    run(|_| {
        let indices = bytes_mut(grid, grid_len(width, height)?)?;
        let mut counts = edits::count(indices)?;
        let words = bytes(
            edits_ptr,
            (edit_count as usize)
                .checked_mul(16)
                .ok_or_else(|| MosaicError::bad_input("too many edits"))?
                .max(1),
        )?;
        let mut list = Vec::with_capacity(edit_count as usize);
        for e in words.chunks_exact(16) {
            let word =
                |i: usize| u32::from_le_bytes([e[i * 4], e[i * 4 + 1], e[i * 4 + 2], e[i * 4 + 3]]);
            let (from, to) = (word(2), word(3));
            if from >= PALETTE_SIZE as u32 || to >= PALETTE_SIZE as u32 {
                return Err(MosaicError::bad_input(
                    "An edit's colour is outside the palette (0 to 39)",
                ));
            }
            list.push(Edit {
                x: word(0),
                y: word(1),
                from: from as u8,
                to: to as u8,
            });
        }
        edits::replay(indices, width, height, &mut counts, &list)?;
        write_counts(counts_out, &counts)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error() -> String {
        state().error.clone()
    }

    // Reads constants only, never the global state.
    #[test]
    fn the_constants_are_the_modules_own() {
        assert_eq!(
            (mc_constant(0), mc_constant(1), mc_constant(2)),
            (40, 32, 500)
        );
        assert_eq!(
            (mc_constant(3), mc_constant(4), mc_constant(5)),
            (50_000_000, 1024, 10)
        );
        // Key 7 counts the blendings (Clean's code 4 made five); 8 is no key.
        assert_eq!(
            (mc_constant(6), mc_constant(7), mc_constant(8)),
            (1000, 5, 0)
        );
        assert_eq!(mc_simd128(), 0, "no WebAssembly SIMD in a native build");
    }

    // One test only: the ABI's state is a single global, as it is inside WebAssembly.
    #[test]
    fn the_boundary_answers_every_misuse_with_a_status_and_runs_the_pipeline() {
        assert_eq!(mc_photo_new(0, 5), -2);
        assert_eq!(mc_photo_new(100_000, 100_000), -2);
        assert_eq!(mc_photo_crop(999, 32, 32), 2);
        assert!(error().contains("Unknown or freed photo"));
        assert!(mc_photo_pixels(999).is_null());
        assert_eq!(
            mc_grid_counts(std::ptr::null(), 2, 2, std::ptr::null_mut()),
            2
        );
        assert_eq!(mc_render(std::ptr::null(), 0, 0, 8, 0), 2);
        assert!(mc_alloc(0).is_null());
        assert_eq!(mc_warm_up(0, 5), 2);
        assert_eq!(
            mc_warm_up(100, 100),
            0,
            "too small for 128 studs: nothing to warm but the state"
        );
        assert_eq!(mc_warm_up(300, 260), 0);

        let handle = mc_photo_new(100, 80);
        assert!(handle > 0);
        let pixels = mc_photo_pixels(handle as u32);
        // SAFETY: the photo's pixel buffer is 100 * 80 * 4 bytes.
        let rgba = unsafe { std::slice::from_raw_parts_mut(pixels, 100 * 80 * 4) };
        for (i, px) in rgba.chunks_exact_mut(4).enumerate() {
            px.copy_from_slice(&[(i % 100 * 2) as u8, (i / 100 * 3) as u8, 120, 255]);
        }
        let h = handle as u32;
        assert_eq!(mc_photo_sample(h), 2, "stages run in order");
        assert_eq!(mc_photo_crop(h, 128, 128), 1);
        assert_eq!(
            error(),
            "This photo is too small for a 40 x 40 in Brix: it needs at least 128 x 128 pixels"
        );
        assert_eq!(mc_photo_crop(h, 32, 32), 0);
        assert_eq!(mc_photo_adjust(h, f64::NAN, 100.0, 100.0), 2);
        assert_eq!(mc_photo_adjust(h, 120.0, 100.0, 100.0), 0);
        assert!(
            mc_photo_studs_ptr(h).is_null(),
            "no stud colours before sampling"
        );
        assert_eq!(mc_photo_sample(h), 0);
        let studs = mc_photo_studs_ptr(h);
        assert!(!studs.is_null());
        // SAFETY: 32 x 32 studs of three f32 each.
        let colours = unsafe { std::slice::from_raw_parts(studs, 32 * 32 * 3) };
        assert!(
            colours.iter().all(|c| (0.0..=1.0).contains(c)) && colours.iter().any(|&c| c > 0.0)
        );
        assert_eq!(mc_photo_quantize(h, 9, 1), 2);
        // 4 is Clean; 5 is the first code with no blending.
        assert_eq!(mc_photo_quantize(h, 5, 1), 2);
        assert_eq!(mc_photo_quantize_with(h, 1, 1, 41, 0), 2);
        assert_eq!(mc_photo_quantize_with(h, 1, 1, 0, 2), 2);
        assert_eq!(mc_photo_quantize_with(h, 3, 0, 4, 1), 0);
        // SAFETY: the result holds 40 counts.
        let capped = unsafe { std::slice::from_raw_parts(mc_photo_counts_ptr(h), 40) };
        assert!(capped.iter().filter(|&&n| n > 0).count() <= 4);
        assert_eq!(capped.iter().sum::<u32>(), 1024);
        // The allowed-colours mask: refused when empty or past colour 39 (the old mask stays); colour 39
        // alone is bit 7 of the high word; all 40 again gives the unmasked grid.
        assert_eq!(mc_photo_quantize(h, 1, 1), 0);
        // SAFETY: the grid is 32 * 32 indices.
        let unmasked = unsafe { std::slice::from_raw_parts(mc_photo_grid_ptr(h), 1024).to_vec() };
        assert_eq!(mc_set_allowed(0, 0), 2);
        assert!(error().starts_with("Allow at least one of the 40 palette colours"));
        assert_eq!(mc_set_allowed(1, 0x100), 2);
        assert_eq!(mc_allowed(), ((1u64 << 40) - 1) as f64);
        for (low, high, only) in [
            (0u32, 0x80u32, 39u8),
            (1 << 31, 0, 31),
            (0, 1, 32),
            (1, 0, 0),
        ] {
            assert_eq!(mc_set_allowed(low, high), 0);
            assert_eq!(mc_allowed(), ((high as u64) << 32 | low as u64) as f64);
            for dither in 0..5 {
                assert_eq!(mc_photo_quantize(h, dither, 1), 0);
                // SAFETY: as above.
                let grid = unsafe { std::slice::from_raw_parts(mc_photo_grid_ptr(h), 1024) };
                assert!(
                    grid.iter().all(|&i| i == only),
                    "only colour {} with dither {}",
                    only,
                    dither
                );
            }
        }
        assert_eq!(mc_set_allowed(u32::MAX, 0xFF), 0);
        // Without measuring the mean error: the same grid, and NaN for the error.
        assert_eq!(mc_photo_quantize(h, 1, 0), 0);
        // SAFETY: as above.
        assert_eq!(
            unsafe { std::slice::from_raw_parts(mc_photo_grid_ptr(h), 1024) },
            &unmasked[..]
        );
        assert!(mc_photo_mean_delta_e(h).is_nan());
        assert_eq!(mc_photo_quantize(h, 1, 1), 0);
        let grid = mc_photo_grid_ptr(h);
        // SAFETY: as above.
        assert_eq!(
            unsafe { std::slice::from_raw_parts(grid, 1024) },
            &unmasked[..]
        );
        assert!(!grid.is_null());
        assert!(mc_photo_mean_delta_e(h) > 0.0);
        // SAFETY: the result holds 32 * 32 indices and 40 counts.
        let (indices, counts) = unsafe {
            (
                std::slice::from_raw_parts(grid, 1024).to_vec(),
                std::slice::from_raw_parts(mc_photo_counts_ptr(h), 40).to_vec(),
            )
        };
        assert_eq!(counts.iter().sum::<u32>(), 1024);

        let buf = mc_alloc(1024);
        // SAFETY: buf has 1024 bytes.
        unsafe { std::slice::from_raw_parts_mut(buf, 1024).copy_from_slice(&indices) };
        assert_eq!(mc_render(buf, 32, 32, 4, 1), 0);
        assert_eq!(mc_out_len(), 128 * 128 * 4);
        assert_eq!(mc_render(buf, 32, 32, 4, 2), 0);
        assert_eq!(mc_render(buf, 32, 32, 4, 7), 2);
        assert_eq!(mc_blueprint(buf, 32, 32), 0);
        assert_eq!(mc_out_len() as usize, 1024 + 2 * 160);
        // The fidelity measure of the grid against the photo's studs: the scalars, or refusals.
        assert_eq!(mc_photo_fidelity(h, buf, 32, 32, 1.0), 0);
        let [mean, p95, ssim] = [0, 1, 2].map(|i| state().scalars[i]);
        assert!(mean > 0.0 && p95 >= mean && ssim > 0.0 && ssim <= 1.0);
        assert_eq!(mc_photo_fidelity(h, buf, 32, 32, 17.0), 2);
        assert_eq!(mc_photo_fidelity(h, buf, 16, 16, 1.0), 2);
        assert_eq!(mc_photo_fidelity(999, buf, 32, 32, 1.0), 2);
        assert!((mc_blur_studs_at(3000.0) - render::distance_blur_studs()).abs() < 1e-12);
        assert_eq!(mc_grid_validate(buf, 32, 32, 64, 32), 2);
        assert_eq!(mc_grid_validate(buf, 32, 32, 32, 32), 0);
        let counts_out = mc_alloc(160);
        let edits = mc_alloc(32);
        let words: [u32; 8] = [0, 0, 0, 39, 31, 31, 0, 38];
        // SAFETY: edits has 32 bytes.
        unsafe { std::slice::from_raw_parts_mut(edits, 32) }
            .chunks_exact_mut(4)
            .zip(words.iter())
            .for_each(|(d, w)| d.copy_from_slice(&w.to_le_bytes()));
        assert_eq!(mc_replay(buf, 32, 32, edits, 2, counts_out), 0);
        // SAFETY: buf has 1024 bytes.
        let replayed = unsafe { std::slice::from_raw_parts(buf, 1024) };
        assert_eq!((replayed[0], replayed[1023]), (39, 38));
        // SAFETY: edits has 32 bytes; this makes the first edit's colour 40.
        unsafe {
            std::slice::from_raw_parts_mut(edits, 32)[12..16].copy_from_slice(&40u32.to_le_bytes())
        };
        assert_eq!(mc_replay(buf, 32, 32, edits, 2, counts_out), 2);
        // SAFETY: the three buffers came from mc_alloc with these lengths.
        unsafe {
            mc_free(buf, 1024);
            mc_free(counts_out, 160);
            mc_free(edits, 32);
        }

        assert_eq!(mc_photo_suggest(h, 32, 32, 0), 0);
        // SAFETY: the scalars are 8 f64 values.
        let scalars = unsafe { std::slice::from_raw_parts(mc_scalars_ptr(), 5) };
        assert!(scalars[4] <= scalars[3]);
        assert_eq!(mc_photo_free(h), 0);
        assert_eq!(mc_photo_free(h), 2);

        // A freed photo's buffer serves the next photo of the same size or smaller.
        let a = mc_photo_new(300, 200);
        let pixels = mc_photo_pixels(a as u32);
        assert_eq!(mc_photo_free(a as u32), 0);
        assert_eq!(
            mc_photo_new(0, 0),
            -2,
            "a refused size keeps the spare buffer"
        );
        let b = mc_photo_new(200, 300);
        assert_eq!(mc_photo_pixels(b as u32), pixels);
        assert_eq!(mc_photo_free(b as u32), 0);
        assert!(mc_photo_grid_ptr(h).is_null());
        assert_eq!(mc_photo_new(10, 10), handle, "the freed slot is reused");
    }
}
