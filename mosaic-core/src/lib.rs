//! Placeholder: the pipeline lands with the mosaic-core issue.
