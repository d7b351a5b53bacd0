compile_error!("winapi-util-0.1.5 is a stub in vendor/: it only builds for Windows or wasm32 in a browser. See scripts/vendor-crates.mjs.");
