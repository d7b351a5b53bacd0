compile_error!("web-sys-0.3.60 is a stub in vendor/: it only builds for Windows or wasm32 in a browser. See scripts/vendor-crates.mjs.");
