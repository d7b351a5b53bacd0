// See include!("await.rs") in token.rs.
export_token_macro! {[await]}
