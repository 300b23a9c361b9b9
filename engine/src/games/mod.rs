//! One module per group of the [`registry!`](crate::registry) (`registry.rs`), declared from it:
//! adding a game's module takes no line here.
//!
//! Each game's module holds its rules, and under `games/<game>/` its rules text with move diagrams
//! (`rules.rs`), its lessons (`lessons.rs`), its perft figures (`<id>.perft`) and, with the cargo
//! feature `reference`, its slow reference generator (`reference.rs`).

/// `pub mod <module>;` for each group of the registry.
macro_rules! declare_modules {
    ([] $(mod $module:ident { $($entries:tt)* })*) => {
        $(pub mod $module;)*
    };
}

crate::registry!([declare_modules]);

#[cfg(feature = "reference")]
pub mod reference;
