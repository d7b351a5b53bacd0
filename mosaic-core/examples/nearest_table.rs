//! Writes mosaic-core/src/nearest_table.bin by checking the nearest palette colour of every 8-bit colour
//! (`cargo run --release --example nearest_table`; about half a minute). See `mosaic_core::nearest_table`.
use mosaic_core::nearest_table::encode;
use mosaic_core::{Quantizer, Tables};
use std::path::Path;

fn main() {
    let tables = Tables::new();
    let quantizer = Quantizer::new(&tables);
    let table = quantizer.build_table();
    let bytes = encode(&table);
    let out = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("nearest_table.bin");
    std::fs::write(&out, &bytes).expect("write nearest_table.bin");
    let single = table
        .cells
        .iter()
        .filter(|&&id| (id as usize) < mosaic_core::PALETTE_SIZE)
        .count();
    println!(
        "{}: {} bytes, {} candidate sets, {} of {} cells with one candidate",
        out.display(),
        bytes.len(),
        table.sets.len(),
        single,
        table.cells.len()
    );
}
