compile_error!("wasm-bindgen-backend-0.2.83 is a stub in vendor/: it only builds for Windows or wasm32 in a browser. See scripts/vendor-crates.mjs.");
