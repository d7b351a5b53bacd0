compile_error!("winapi-x86_64-pc-windows-gnu-0.4.0 is a stub in vendor/: it only builds for Windows or wasm32 in a browser. See scripts/vendor-crates.mjs.");
