compile_error!("winapi-i686-pc-windows-gnu-0.4.0 is a stub in vendor/: it only builds for Windows or wasm32 in a browser. See scripts/vendor-crates.mjs.");
