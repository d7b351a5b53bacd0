//! The 40 brick colours and the colour science the pipeline measures with: sRGB <-> linear light,
//! CIELAB (D65) and the CIEDE2000 colour difference.

use crate::lanes::F4;
use crate::lut::{srgb8, Interpolated, LUT_STEPS};

/// Number of colours in the palette; every grid index is below this.
pub const PALETTE_SIZE: usize = 40;

/// One brick colour. `basic` is one of the 13 basic colour names used by the colour analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PaletteColor {
    pub name: &'static str,
    pub rgb: [u8; 3],
    pub basic: &'static str,
}

/// The palette in index order; `mosaic-core/palette.json` is the same list (a test checks it).
pub const PALETTE: [PaletteColor; PALETTE_SIZE] = [
    PaletteColor {
        name: "Black",
        rgb: [0x05, 0x13, 0x1d],
        basic: "black",
    },
    PaletteColor {
        name: "White",
        rgb: [0xff, 0xff, 0xff],
        basic: "white",
    },
    PaletteColor {
        name: "Light Bluish Gray",
        rgb: [0xa0, 0xa5, 0xa9],
        basic: "grey",
    },
    PaletteColor {
        name: "Dark Bluish Gray",
        rgb: [0x6c, 0x6e, 0x68],
        basic: "grey",
    },
    PaletteColor {
        name: "Red",
        rgb: [0xc9, 0x1a, 0x09],
        basic: "red",
    },
    PaletteColor {
        name: "Dark Red",
        rgb: [0x72, 0x0e, 0x0f],
        basic: "red",
    },
    PaletteColor {
        name: "Yellow",
        rgb: [0xf2, 0xcd, 0x37],
        basic: "yellow",
    },
    PaletteColor {
        name: "Bright Light Yellow",
        rgb: [0xff, 0xf0, 0x3a],
        basic: "yellow",
    },
    PaletteColor {
        name: "Bright Light Orange",
        rgb: [0xf8, 0xbb, 0x3d],
        basic: "orange",
    },
    PaletteColor {
        name: "Orange",
        rgb: [0xfe, 0x8a, 0x18],
        basic: "orange",
    },
    PaletteColor {
        name: "Dark Orange",
        rgb: [0xa9, 0x55, 0x00],
        basic: "orange",
    },
    PaletteColor {
        name: "Tan",
        rgb: [0xe4, 0xcd, 0x9e],
        basic: "peach",
    },
    PaletteColor {
        name: "Dark Tan",
        rgb: [0x95, 0x8a, 0x73],
        basic: "brown",
    },
    PaletteColor {
        name: "Light Nougat",
        rgb: [0xf6, 0xd7, 0xb3],
        basic: "peach",
    },
    PaletteColor {
        name: "Nougat",
        rgb: [0xd0, 0x91, 0x68],
        basic: "peach",
    },
    PaletteColor {
        name: "Medium Nougat",
        rgb: [0xaa, 0x7d, 0x55],
        basic: "brown",
    },
    PaletteColor {
        name: "Reddish Brown",
        rgb: [0x58, 0x2a, 0x12],
        basic: "brown",
    },
    PaletteColor {
        name: "Dark Brown",
        rgb: [0x35, 0x21, 0x00],
        basic: "brown",
    },
    PaletteColor {
        name: "Blue",
        rgb: [0x00, 0x55, 0xbf],
        basic: "blue",
    },
    PaletteColor {
        name: "Dark Blue",
        rgb: [0x0a, 0x34, 0x63],
        basic: "blue",
    },
    PaletteColor {
        name: "Medium Blue",
        rgb: [0x5a, 0x93, 0xdb],
        basic: "blue",
    },
    PaletteColor {
        name: "Dark Azure",
        rgb: [0x07, 0x8b, 0xc9],
        basic: "cyan",
    },
    PaletteColor {
        name: "Medium Azure",
        rgb: [0x36, 0xae, 0xbf],
        basic: "cyan",
    },
    PaletteColor {
        name: "Bright Light Blue",
        rgb: [0x9f, 0xc3, 0xe9],
        basic: "blue",
    },
    PaletteColor {
        name: "Sand Blue",
        rgb: [0x60, 0x74, 0xa1],
        basic: "blue",
    },
    PaletteColor {
        name: "Dark Turquoise",
        rgb: [0x00, 0x8f, 0x9b],
        basic: "cyan",
    },
    PaletteColor {
        name: "Light Aqua",
        rgb: [0xad, 0xc3, 0xc0],
        basic: "cyan",
    },
    PaletteColor {
        name: "Green",
        rgb: [0x23, 0x78, 0x41],
        basic: "green",
    },
    PaletteColor {
        name: "Dark Green",
        rgb: [0x18, 0x46, 0x32],
        basic: "green",
    },
    PaletteColor {
        name: "Bright Green",
        rgb: [0x4b, 0x9f, 0x4a],
        basic: "green",
    },
    PaletteColor {
        name: "Lime",
        rgb: [0xbb, 0xe9, 0x0b],
        basic: "green",
    },
    PaletteColor {
        name: "Yellowish Green",
        rgb: [0xdf, 0xee, 0xa5],
        basic: "green",
    },
    PaletteColor {
        name: "Olive Green",
        rgb: [0x9b, 0x9a, 0x5a],
        basic: "green",
    },
    PaletteColor {
        name: "Sand Green",
        rgb: [0xa0, 0xbc, 0xac],
        basic: "green",
    },
    PaletteColor {
        name: "Magenta",
        rgb: [0x92, 0x39, 0x78],
        basic: "pink",
    },
    PaletteColor {
        name: "Dark Pink",
        rgb: [0xc8, 0x70, 0xa0],
        basic: "pink",
    },
    PaletteColor {
        name: "Bright Pink",
        rgb: [0xe4, 0xad, 0xc8],
        basic: "pink",
    },
    PaletteColor {
        name: "Coral",
        rgb: [0xff, 0x69, 0x8f],
        basic: "pink",
    },
    PaletteColor {
        name: "Medium Lavender",
        rgb: [0xac, 0x78, 0xba],
        basic: "purple",
    },
    PaletteColor {
        name: "Dark Purple",
        rgb: [0x3f, 0x36, 0x91],
        basic: "purple",
    },
];

/// sRGB-encoded component (0..1) to linear light.
pub fn srgb_to_linear(v: f64) -> f64 {
    if v <= 0.040_45 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// Linear-light component (0..1) to sRGB encoding.
pub fn linear_to_srgb(v: f64) -> f64 {
    if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    }
}

/// A CIELAB colour (D65 white).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lab {
    pub l: f64,
    pub a: f64,
    pub b: f64,
}

fn lab_f(t: f64) -> f64 {
    const EPSILON: f64 = 216.0 / 24389.0;
    const KAPPA: f64 = 24389.0 / 27.0;
    if t > EPSILON {
        t.cbrt()
    } else {
        (KAPPA * t + 16.0) / 116.0
    }
}

/// Linear-light sRGB (0..1) to CIELAB under D65.
pub fn linear_to_lab(rgb: [f64; 3]) -> Lab {
    let [r, g, b] = rgb;
    // sRGB primaries to XYZ (D65), then relative to the D65 white point.
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83;
    let (fx, fy, fz) = (lab_f(x), lab_f(y), lab_f(z));
    Lab {
        l: 116.0 * fy - 16.0,
        a: 500.0 * (fx - fy),
        b: 200.0 * (fy - fz),
    }
}

/// 8-bit sRGB to CIELAB under D65.
pub fn srgb8_to_lab(rgb: [u8; 3]) -> Lab {
    linear_to_lab([
        srgb_to_linear(rgb[0] as f64 / 255.0),
        srgb_to_linear(rgb[1] as f64 / 255.0),
        srgb_to_linear(rgb[2] as f64 / 255.0),
    ])
}

/// "#rrggbb" of an 8-bit colour.
pub fn hex(rgb: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// 25^7, in CIEDE2000's chroma weights.
const POW25_7: f64 = 6_103_515_625.0;

/// CIEDE2000's first step, shared by both versions: each colour's a' (its a scaled by G, which grows as the
/// mean chroma falls) and chroma C' from a' and b, as (a1', a2', C1', C2').
#[inline]
fn primed_chroma(c1: Lab, c2: Lab) -> (f64, f64, f64, f64) {
    let c1_ab = (c1.a * c1.a + c1.b * c1.b).sqrt();
    let c2_ab = (c2.a * c2.a + c2.b * c2.b).sqrt();
    let c_bar = (c1_ab + c2_ab) / 2.0;
    let c_bar7 = c_bar.powi(7);
    let g = 0.5 * (1.0 - (c_bar7 / (c_bar7 + POW25_7)).sqrt());
    let a1p = (1.0 + g) * c1.a;
    let a2p = (1.0 + g) * c2.a;
    let c1p = (a1p * a1p + c1.b * c1.b).sqrt();
    let c2p = (a2p * a2p + c2.b * c2.b).sqrt();
    (a1p, a2p, c1p, c2p)
}

/// CIEDE2000's last step, shared by both versions: the lightness, chroma and hue differences (dL', dC',
/// dH') weighted by the mean lightness and chroma and the hue term T, with the rotation by d_theta.
#[inline]
fn weighted_difference(
    dl: f64,
    dc: f64,
    dh: f64,
    l_bar: f64,
    cp_bar: f64,
    t: f64,
    d_theta: f64,
) -> f64 {
    let cp_bar7 = cp_bar.powi(7);
    let r_c = 2.0 * (cp_bar7 / (cp_bar7 + POW25_7)).sqrt();
    let l50 = (l_bar - 50.0) * (l_bar - 50.0);
    let s_l = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let s_c = 1.0 + 0.045 * cp_bar;
    let s_h = 1.0 + 0.015 * cp_bar * t;
    let r_t = -(2.0 * d_theta).sin() * r_c;
    let (x, y, z) = (dl / s_l, dc / s_c, dh / s_h);
    non_negative(x * x + y * y + z * z + r_t * y * z).sqrt()
}

/// CIEDE2000 colour difference (kL = kC = kH = 1): the same value as [`ciede2000_reference`], computed
/// with hue vectors instead of hue angles, so it needs one arctangent, one exponential and one sine
/// instead of nine transcendental functions (the quantizer calls it a great many times).
pub fn ciede2000(c1: Lab, c2: Lab) -> f64 {
    let (a1p, a2p, c1p, c2p) = primed_chroma(c1, c2);
    let product = c1p * c2p;

    // dH' from the vectors, signed like the hue turn from 1 to 2.
    // The mean hue is the bisector of the two hue directions (of the one with chroma when the other has none).
    let (dh, mean_x, mean_y) = if product == 0.0 {
        let (x, y) = if c1p != 0.0 {
            (a1p / c1p, c1.b / c1p)
        } else if c2p != 0.0 {
            (a2p / c2p, c2.b / c2p)
        } else {
            (1.0, 0.0)
        };
        (0.0, x, y)
    } else {
        let (x, y) = (a1p / c1p + a2p / c2p, c1.b / c1p + c2.b / c2p);
        let norm = (x * x + y * y).sqrt();
        if norm < 1e-6 {
            // Opposite hues: the bisector is ill-defined, and the textbook rule decides it.
            return ciede2000_reference(c1, c2);
        }
        // 2 sqrt(C1'C2') sin(dh/2), written to avoid cancellation: for hues within 90 degrees as
        // 2 cross / sqrt(2 (C1'C2' + dot)), beyond as sqrt(2 (C1'C2' - dot)) with the sign of cross.
        let dot = a1p * a2p + c1.b * c2.b;
        let cross = a1p * c2.b - c1.b * a2p;
        let dh = if dot >= 0.0 {
            2.0 * cross / (2.0 * (product + dot)).sqrt()
        } else {
            let magnitude = (2.0 * (product - dot)).sqrt();
            if cross < 0.0 {
                -magnitude
            } else {
                magnitude
            }
        };
        (dh, x / norm, y / norm)
    };

    let dl = c2.l - c1.l;
    let dc = c2p - c1p;
    let l_bar = (c1.l + c2.l) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    // T from cos/sin of the mean hue by multiple-angle formulas.
    let (ch, sh) = (mean_x, mean_y);
    let (c2h, s2h) = (ch * ch - sh * sh, 2.0 * sh * ch);
    let (c3h, s3h) = (c2h * ch - s2h * sh, s2h * ch + c2h * sh);
    let (c4h, s4h) = (c2h * c2h - s2h * s2h, 2.0 * s2h * c2h);
    let (cos30, sin30) = (0.866_025_403_784_438_6, 0.5);
    let (cos6, sin6) = (0.994_521_895_368_273_3, 0.104_528_463_267_653_47);
    let (cos63, sin63) = (0.453_990_499_739_546_8, 0.891_006_524_188_367_8);
    let t = 1.0 - 0.17 * (ch * cos30 + sh * sin30) + 0.24 * c2h + 0.32 * (c3h * cos6 - s3h * sin6)
        - 0.20 * (c4h * cos63 + s4h * sin63);
    let mut hue_degrees = mean_y.atan2(mean_x).to_degrees();
    if hue_degrees < 0.0 {
        hue_degrees += 360.0;
    }
    let d_theta = (30.0f64).to_radians() * (-((hue_degrees - 275.0) / 25.0).powi(2)).exp();
    weighted_difference(dl, dc, dh, l_bar, cp_bar, t, d_theta)
}

/// CIEDE2000 colour difference (kL = kC = kH = 1) as written by Sharma, Wu and Dalal (2005), with angles.
pub fn ciede2000_reference(c1: Lab, c2: Lab) -> f64 {
    use std::f64::consts::PI;
    let deg = PI / 180.0;

    let (a1p, a2p, c1p, c2p) = primed_chroma(c1, c2);
    let hue = |b: f64, ap: f64| -> f64 {
        if b == 0.0 && ap == 0.0 {
            0.0
        } else {
            let h = b.atan2(ap);
            if h < 0.0 {
                h + 2.0 * PI
            } else {
                h
            }
        }
    };
    let h1p = hue(c1.b, a1p);
    let h2p = hue(c2.b, a2p);

    let dl = c2.l - c1.l;
    let dc = c2p - c1p;
    let dhp = if c1p * c2p == 0.0 {
        0.0
    } else {
        let d = h2p - h1p;
        if d > PI {
            d - 2.0 * PI
        } else if d < -PI {
            d + 2.0 * PI
        } else {
            d
        }
    };
    let dh = 2.0 * (c1p * c2p).sqrt() * (dhp / 2.0).sin();

    let l_bar = (c1.l + c2.l) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let hp_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= PI {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 2.0 * PI {
        (h1p + h2p + 2.0 * PI) / 2.0
    } else {
        (h1p + h2p - 2.0 * PI) / 2.0
    };
    let t = 1.0 - 0.17 * (hp_bar - 30.0 * deg).cos()
        + 0.24 * (2.0 * hp_bar).cos()
        + 0.32 * (3.0 * hp_bar + 6.0 * deg).cos()
        - 0.20 * (4.0 * hp_bar - 63.0 * deg).cos();
    let d_theta = 30.0 * deg * (-((hp_bar / deg - 275.0) / 25.0).powi(2)).exp();
    weighted_difference(dl, dc, dh, l_bar, cp_bar, t, d_theta)
}

/// Lookup tables built once and shared by every stage.
pub struct Tables {
    /// 8-bit sRGB to linear light.
    pub srgb8_to_linear: [f32; 256],
    /// Linear light thresholds between consecutive 8-bit sRGB values (rounding in the encoded domain).
    linear_thresholds: [f32; 256],
    /// For each 1/4096 step of linear light, the count of thresholds at or below its start.
    srgb8_floor: Vec<u8>,
    /// Linear light (0..1, 4096 steps) to sRGB encoding, interpolated.
    to_srgb: Interpolated,
    /// sRGB encoding (0..1, 4096 steps) to linear light, interpolated.
    to_linear: Interpolated,
    /// Palette colours in linear light and CIELAB.
    pub palette_linear: [[f32; 3]; PALETTE_SIZE],
    pub palette_lab: [Lab; PALETTE_SIZE],
}

impl Tables {
    pub fn new() -> Self {
        let mut srgb8_to_linear = [0.0f32; 256];
        for (i, v) in srgb8_to_linear.iter_mut().enumerate() {
            *v = srgb_to_linear(i as f64 / 255.0) as f32;
        }
        // The 255 values halfway between 8-bit levels, in linear light, and a NaN that no value passes.
        let mut linear_thresholds = [f32::NAN; 256];
        for (i, v) in linear_thresholds[..255].iter_mut().enumerate() {
            *v = srgb_to_linear((i as f64 + 0.5) / 255.0) as f32;
        }
        let srgb8_floor = (0..=LUT_STEPS)
            .map(|i| {
                let start = i as f32 / LUT_STEPS as f32;
                linear_thresholds[..255]
                    .iter()
                    .filter(|&&t| t <= start)
                    .count() as u8
            })
            .collect();
        let to_srgb = Interpolated::new(|v| linear_to_srgb(v as f64) as f32);
        let to_linear = Interpolated::new(|v| srgb_to_linear(v as f64) as f32);
        let mut palette_linear = [[0.0f32; 3]; PALETTE_SIZE];
        let mut palette_lab = [Lab {
            l: 0.0,
            a: 0.0,
            b: 0.0,
        }; PALETTE_SIZE];
        for (i, c) in PALETTE.iter().enumerate() {
            for k in 0..3 {
                palette_linear[i][k] = srgb8_to_linear[c.rgb[k] as usize];
            }
            // Lab from the same f32 table the quantizer uses, so a palette colour is exactly 0 from itself.
            let lin = palette_linear[i];
            palette_lab[i] = linear_to_lab([lin[0] as f64, lin[1] as f64, lin[2] as f64]);
        }
        Tables {
            srgb8_to_linear,
            linear_thresholds,
            srgb8_floor,
            to_srgb,
            to_linear,
            palette_linear,
            palette_lab,
        }
    }

    /// Linear light to the nearest 8-bit sRGB value (rounded in the encoded domain, clamped): the number
    /// of thresholds at or below `v`, counted from a table's guess for `v`'s 1/4096 step.
    pub fn linear_to_srgb8(&self, v: f32) -> u8 {
        srgb8(&self.srgb8_floor, &self.linear_thresholds, v)
    }

    /// [`Tables::linear_to_srgb8`] of each channel of a colour (on SIMD lanes in the WebAssembly build).
    #[inline]
    pub fn linear_to_srgb8_rgb(&self, c: &[f32; 3]) -> [u8; 3] {
        F4::load3(c).srgb8(&self.srgb8_floor, &self.linear_thresholds)
    }

    /// Linear light to sRGB encoding (both 0..1), from the table.
    pub fn to_srgb(&self, v: f32) -> f32 {
        self.to_srgb.get(v)
    }

    /// sRGB encoding to linear light (both 0..1), from the table.
    pub fn to_linear(&self, v: f32) -> f32 {
        self.to_linear.get(v)
    }

    /// The table behind [`Tables::to_linear`].
    pub fn to_linear_table(&self) -> &Interpolated {
        &self.to_linear
    }
}

/// `v`, or 0 when it is negative (a comparison: cheaper in WebAssembly than f64.max).
#[inline]
pub fn non_negative(v: f64) -> f64 {
    if v > 0.0 {
        v
    } else {
        0.0
    }
}

impl Default for Tables {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lab(l: f64, a: f64, b: f64) -> Lab {
        Lab { l, a, b }
    }

    /// The SIMD conversion to 8-bit ([`F4::srgb8`]) adds at most one to the count for the value's 1/4096
    /// step, which equals the scalar loop only because no step holds two thresholds: check that, and
    /// that every 8-bit level's own value and the values either side of each threshold convert right.
    #[test]
    fn no_step_of_the_8_bit_conversion_holds_two_thresholds() {
        let t = Tables::new();
        for s in 0..LUT_STEPS {
            let (start, end) = (
                s as f32 / LUT_STEPS as f32,
                (s + 1) as f32 / LUT_STEPS as f32,
            );
            let inside = t.linear_thresholds[..255]
                .iter()
                .filter(|&&x| x > start && x < end)
                .count();
            assert!(inside <= 1, "step {} holds {} thresholds", s, inside);
        }
        for level in 0..=255u8 {
            let v = t.srgb8_to_linear[level as usize];
            assert_eq!(t.linear_to_srgb8(v), level);
            assert_eq!(
                t.linear_to_srgb8_rgb(&[v, 1.0 - v, v * 0.5]),
                [
                    level,
                    t.linear_to_srgb8(1.0 - v),
                    t.linear_to_srgb8(v * 0.5)
                ]
            );
        }
        for (i, &x) in t.linear_thresholds[..255].iter().enumerate() {
            let below = f32::from_bits(x.to_bits() - 1);
            assert_eq!(
                t.linear_to_srgb8_rgb(&[x, below, x]),
                [i as u8 + 1, i as u8, i as u8 + 1]
            );
        }
        assert_eq!(t.linear_to_srgb8_rgb(&[-0.5, 1.5, f32::NAN]), [0, 255, 0]);
    }

    #[test]
    fn ciede2000_matches_sharmas_test_data() {
        let cases = [
            (
                lab(50.0, 2.6772, -79.7751),
                lab(50.0, 0.0, -82.7485),
                2.0425,
            ),
            (
                lab(50.0, 3.1571, -77.2803),
                lab(50.0, 0.0, -82.7485),
                2.8615,
            ),
            (
                lab(50.0, 2.8361, -74.0200),
                lab(50.0, 0.0, -82.7485),
                3.4412,
            ),
            (lab(50.0, 0.0, 0.0), lab(50.0, -1.0, 2.0), 2.3669),
            (lab(50.0, 2.5, 0.0), lab(73.0, 25.0, -18.0), 27.1492),
            (
                lab(60.2574, -34.0099, 36.2677),
                lab(60.4626, -34.1751, 39.4387),
                1.2644,
            ),
            (
                lab(2.0776, 0.0795, -1.1350),
                lab(0.9033, -0.0636, -0.5514),
                0.9082,
            ),
            (lab(50.0, 2.5, 0.0), lab(50.0, 0.0, -2.5), 4.3065),
        ];
        for (a, b, expected) in cases {
            for f in [ciede2000, ciede2000_reference] {
                let d = f(a, b);
                assert!(
                    (d - expected).abs() < 1e-4,
                    "{:?} {:?}: {} != {}",
                    a,
                    b,
                    d,
                    expected
                );
                assert!((f(b, a) - expected).abs() < 1e-4);
            }
        }
        assert_eq!(ciede2000(lab(40.0, 10.0, -5.0), lab(40.0, 10.0, -5.0)), 0.0);
    }

    #[test]
    fn the_vector_form_equals_the_textbook_form() {
        // Pseudo-random pairs over the whole Lab range, pairs with no chroma, opposite and equal hues.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let mut pairs = Vec::new();
        for _ in 0..200_000 {
            let a = lab(
                next() * 100.0,
                next() * 200.0 - 100.0,
                next() * 200.0 - 100.0,
            );
            let b = lab(
                next() * 100.0,
                next() * 200.0 - 100.0,
                next() * 200.0 - 100.0,
            );
            pairs.push((a, b));
            pairs.push((a, lab(b.l, a.a * 0.5, a.b * 0.5)));
            pairs.push((a, lab(b.l, -a.a, -a.b)));
            pairs.push((lab(a.l, 0.0, 0.0), b));
            pairs.push((a, lab(b.l, 0.0, 0.0)));
        }
        pairs.push((lab(50.0, 0.0, 0.0), lab(60.0, 0.0, 0.0)));
        for (a, b) in pairs {
            let (fast, slow) = (ciede2000(a, b), ciede2000_reference(a, b));
            assert!(
                (fast - slow).abs() <= 1e-9 * slow.max(1.0),
                "{:?} {:?}: {} vs {}",
                a,
                b,
                fast,
                slow
            );
        }
    }

    #[test]
    fn lab_of_white_black_and_red() {
        let w = srgb8_to_lab([255, 255, 255]);
        assert!(
            (w.l - 100.0).abs() < 1e-3 && w.a.abs() < 1e-3 && w.b.abs() < 1e-3,
            "{:?}",
            w
        );
        let k = srgb8_to_lab([0, 0, 0]);
        assert_eq!((k.l, k.a, k.b), (0.0, 0.0, 0.0));
        let r = srgb8_to_lab([255, 0, 0]);
        assert!(
            (r.l - 53.2408).abs() < 1e-3
                && (r.a - 80.0925).abs() < 1e-2
                && (r.b - 67.2032).abs() < 1e-2,
            "{:?}",
            r
        );
    }

    #[test]
    fn srgb_round_trips_through_the_tables() {
        let t = Tables::new();
        for i in 0..=255u8 {
            assert_eq!(t.linear_to_srgb8(t.srgb8_to_linear[i as usize]), i);
            assert!((t.to_srgb(t.srgb8_to_linear[i as usize]) * 255.0 - i as f32).abs() < 0.02);
            assert!((t.to_linear(i as f32 / 255.0) - t.srgb8_to_linear[i as usize]).abs() < 1e-4);
        }
        assert_eq!(t.linear_to_srgb8(-1.0), 0);
        assert_eq!(t.linear_to_srgb8(2.0), 255);
        assert_eq!(t.linear_to_srgb8(0.214_041_14), 128); // 0.5 encoded is 127.5
                                                          // The table-guided count equals rounding the exact encoding, across the whole range.
        for i in 0..=100_000 {
            let v = i as f32 / 100_000.0;
            let exact = (linear_to_srgb(v as f64) * 255.0).round() as u8;
            let got = t.linear_to_srgb8(v);
            assert!(
                got == exact || (linear_to_srgb(v as f64) * 255.0 - exact as f64).abs() > 0.499,
                "{} -> {} vs {}",
                v,
                got,
                exact
            );
        }
    }

    #[test]
    fn palette_json_and_the_rust_table_agree() {
        // Minimal parse of the project's palette.json: each colour's "name", "hex" and "basic" in order.
        let json = include_str!("../palette.json");
        let colors = &json[json.find("\"colors\"").expect("colors key")..];
        let fields = |key: &str| -> Vec<String> {
            let needle = format!("\"{}\": \"", key);
            colors
                .match_indices(&needle)
                .map(|(i, _)| {
                    let rest = &colors[i + needle.len()..];
                    rest[..rest.find('"').unwrap()].to_string()
                })
                .collect()
        };
        let (names, hexes, basics) = (fields("name"), fields("hex"), fields("basic"));
        assert_eq!(names.len(), PALETTE_SIZE);
        for (i, c) in PALETTE.iter().enumerate() {
            assert_eq!(names[i], c.name);
            assert_eq!(hexes[i], hex(c.rgb));
            assert_eq!(basics[i], c.basic);
        }
    }
}
