//! Side-by-side benchmarks of Runeboard's rules engine against established libraries; the runners
//! are examples (`examples/`), so that the libraries compared with are dev-dependencies only.
