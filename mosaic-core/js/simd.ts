// Which of the core's two WebAssembly modules a browser gets (scripts/build-wasm.mjs builds both):
// mosaic_core.wasm uses SIMD128 and saturating float-to-integer conversions, which browsers without
// WebAssembly SIMD (Safari before 16.4, Chromium before 91, Firefox before 89) refuse to compile;
// mosaic_core_scalar.wasm uses neither and gives the same results bit for bit, a little slower.

/**
 * The smallest module that needs what mosaic_core.wasm needs (36 bytes): one function `() -> v128` whose
 * body is `f32.const 0; i32.trunc_sat_f32_s; i8x16.splat; i8x16.popcnt`. The saturating conversion
 * (0xfc 0x00) and i8x16.popcnt (0xfd 0x62, one of the last instructions added before SIMD was final) make
 * an engine with only an early draft of SIMD, or without the conversions, refuse it too.
 */
export const SIMD_PROBE: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // "\0asm", version 1
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // type section: one type, func () -> (v128)
  0x03,
  0x02,
  0x01,
  0x00, // function section: one function of type 0
  0x0a,
  0x0f,
  0x01,
  0x0d,
  0x00, // code section: one body of 13 bytes, no locals
  0x43,
  0x00,
  0x00,
  0x00,
  0x00, // f32.const 0
  0xfc,
  0x00, // i32.trunc_sat_f32_s
  0xfd,
  0x0f, // i8x16.splat
  0xfd,
  0x62, // i8x16.popcnt
  0x0b, // end
]);

export type WasmValidate = (bytes: Uint8Array<ArrayBuffer>) => boolean;

/** Whether this engine compiles WebAssembly SIMD128 (with the saturating conversions). */
export function hasWasmSimd(validate: WasmValidate = (bytes) => WebAssembly.validate(bytes)): boolean {
  try {
    return validate(SIMD_PROBE);
  } catch {
    return false; // no WebAssembly at all: the scalar module fails to load as well, with the same message
  }
}

/** Where the two modules are served (in the web app, `?url` imports of `mosaic-core/mosaic_core.wasm` and `mosaic-core/mosaic_core_scalar.wasm`). */
export interface CoreWasmUrls {
  simd: string;
  scalar: string;
}

/** The module this engine should load: the SIMD one where the probe compiles, the scalar one elsewhere. */
export function coreWasmUrl(urls: CoreWasmUrls, validate?: WasmValidate): string {
  return hasWasmSimd(validate) ? urls.simd : urls.scalar;
}
