//! The player's settings: how the board moves, sounds and looks, kept in the browser's storage
//! (one JSON object) and applied at once. Reading them back never fails: a setting that is
//! missing, damaged or of a later version takes its default, and the others are kept.

use super::json::Json;
use runeboard_engine::{GameId, Picture, Table};

/// A setting with a few choices: each has its stored name (also the page's attribute value) and
/// the words the settings panel shows.
macro_rules! choices {
    ($(#[$doc:meta])* $name:ident { $($(#[$d:meta])? $variant:ident = $stored:literal, $label:literal;)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub enum $name { $($(#[$d])? $variant,)+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// Its name in storage and in the page's attributes.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $stored,)+ }
            }

            fn named(name: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|c| c.name() == name)
            }

            pub fn label(self) -> &'static str {
                match self { $($name::$variant => $label,)+ }
            }
        }
    };
}

choices! {
    /// How long a played turn's men take to move (lichess offers none / fast / normal / slow).
    Motion {
        None = "none", "None";
        Fast = "fast", "Fast";
        #[default]
        Normal = "normal", "Normal";
        Slow = "slow", "Slow";
    }
}

impl Motion {
    /// Milliseconds a man takes to slide from one cell to the next.
    pub fn ms(self) -> u32 {
        match self {
            Motion::None => 0,
            Motion::Fast => 120,
            Motion::Normal => 200,
            Motion::Slow => 400,
        }
    }
}

choices! {
    /// Where the board's coordinates are written.
    Coordinates {
        #[default]
        Outside = "outside", "Outside the board";
        Inside = "inside", "Inside the board";
        None = "none", "None";
    }
}

choices! {
    /// Light or dark colours, or those of the system.
    Scheme {
        #[default]
        System = "system", "As the system";
        Light = "light", "Light";
        Dark = "dark", "Dark";
    }
}

choices! {
    /// The pictures of Odin's Rune Chess's men: the game's own rune glyphs, or plain pictograms a
    /// newcomer tells apart.
    RuneSet {
        #[default]
        Runes = "runes", "Rune glyphs";
        Pictograms = "pictograms", "Pictograms";
    }
}

choices! {
    /// Where two players at one table sit (issue #27): side by side, the board turned by hand;
    /// face to face across a device lying flat, the far player's clock, status line and buttons
    /// turned to them and the board fixed; or side by side with the board turned to the player to
    /// move after each turn.
    Seats {
        #[default]
        Together = "together", "Side by side";
        FaceToFace = "face-to-face", "Face to face (the far player's clock and buttons turned to them)";
        AutoFlip = "auto-flip", "Auto-flip (the board turns to the player to move)";
    }
}

/// The figures drawn a second time as plain pictograms, in `assets/pieces/pictograms/` under the
/// same file names: Odin's Rune Chess's men, by their pictures' names (the page knows pictures,
/// not rules).
pub const PICTOGRAMS: [&str; 6] = runeboard_engine::game::RUNE_FIGURES;

impl RuneSet {
    /// The picture to show for this one: its pictogram, when the set says so and there is one.
    pub fn picture(self, p: Picture) -> Picture {
        if self != RuneSet::Pictograms || !PICTOGRAMS.contains(&p.figure) {
            return p;
        }
        match p.set {
            "white" => Picture::new("pictograms/white", p.figure),
            "black" => Picture::new("pictograms/black", p.figure),
            _ => p,
        }
    }

    /// The table with this set's pictures, or `None` when it shows the same pictures.
    pub fn table(self, table: &Table) -> Option<Table> {
        let changes = |p: Picture| self.picture(p) != p;
        let any = table.pieces.iter().chain(&table.taking).chain(&table.taken).any(|m| changes(m.picture))
            || table.reserves.iter().any(|r| changes(r.picture))
            || table.choices.iter().any(|c| changes(c.face.picture));
        if !any {
            return None;
        }
        let mut t = table.clone();
        for m in t.pieces.iter_mut().chain(&mut t.taking).chain(&mut t.taken) {
            m.picture = self.picture(m.picture);
        }
        for r in &mut t.reserves {
            r.picture = self.picture(r.picture);
        }
        for c in &mut t.choices {
            c.face.picture = self.picture(c.face.picture);
        }
        Some(t)
    }
}

/// Every setting, with its default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub motion: Motion,
    pub sound: bool,
    /// 0 to 100.
    pub volume: u8,
    pub coordinates: Coordinates,
    /// Dots on the cells a picked man may go to.
    pub legal_dots: bool,
    pub scheme: Scheme,
    pub rune_set: RuneSet,
    pub seats: Seats,
    /// The games whose board is shown turned (each game remembers its own orientation).
    flipped: Vec<GameId>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            motion: Motion::default(),
            sound: true,
            volume: 70,
            coordinates: Coordinates::default(),
            legal_dots: true,
            scheme: Scheme::default(),
            rune_set: RuneSet::default(),
            seats: Seats::default(),
            flipped: Vec::new(),
        }
    }
}

/// A choice of the stored object, or `None` when it is missing or unreadable.
fn choice<T>(object: &Json, name: &str, named: fn(&str) -> Option<T>) -> Option<T> {
    object.get(name).and_then(Json::as_str).and_then(named)
}

impl Settings {
    /// The settings as stored; whatever cannot be read takes its default.
    pub fn from_json(text: &str) -> Settings {
        let d = Settings::default();
        let Some(o @ Json::Object(_)) = Json::parse(text) else { return d };
        let flag = |name: &str, default: bool| o.get(name).and_then(Json::as_bool).unwrap_or(default);
        let mut flipped: Vec<GameId> = match o.get("flipped") {
            Some(Json::Array(ids)) => ids.iter().filter_map(|v| v.as_str()?.parse().ok()).collect(),
            _ => Vec::new(),
        };
        runeboard_engine::sort::sort_by(&mut flipped, |a, b| a.as_str().cmp(b.as_str()));
        flipped.dedup();
        Settings {
            motion: choice(&o, "motion", Motion::named).unwrap_or(d.motion),
            sound: flag("sound", d.sound),
            volume: o.get("volume").and_then(Json::as_u64).map_or(d.volume, |v| v.min(100) as u8),
            coordinates: choice(&o, "coordinates", Coordinates::named).unwrap_or(d.coordinates),
            legal_dots: flag("legal_dots", d.legal_dots),
            scheme: choice(&o, "scheme", Scheme::named).unwrap_or(d.scheme),
            rune_set: choice(&o, "rune_set", RuneSet::named).unwrap_or(d.rune_set),
            seats: choice(&o, "seats", Seats::named).unwrap_or(d.seats),
            flipped,
        }
    }

    pub fn to_json(&self) -> String {
        let flipped: Vec<String> = self.flipped.iter().map(|id| format!("\"{id}\"")).collect();
        format!(
            r#"{{"motion":"{}","sound":{},"volume":{},"coordinates":"{}","legal_dots":{},"scheme":"{}","rune_set":"{}","seats":"{}","flipped":[{}]}}"#,
            self.motion.name(),
            self.sound,
            self.volume,
            self.coordinates.name(),
            self.legal_dots,
            self.scheme.name(),
            self.rune_set.name(),
            self.seats.name(),
            flipped.join(","),
        )
    }

    /// Is this game's board shown turned?
    pub fn flipped(&self, id: GameId) -> bool {
        self.flipped.contains(&id)
    }

    /// Turn this game's board (or turn it back).
    pub fn flip(&mut self, id: GameId) {
        if let Some(i) = self.flipped.iter().position(|&g| g == id) {
            self.flipped.remove(i);
        } else {
            self.flipped.push(id);
            runeboard_engine::sort::sort_by(&mut self.flipped, |a, b| a.as_str().cmp(b.as_str()));
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn settings_survive_their_text() {
        let mut s = Settings {
            motion: Motion::Slow,
            sound: false,
            volume: 35,
            coordinates: Coordinates::Inside,
            legal_dots: false,
            scheme: Scheme::Dark,
            rune_set: RuneSet::Pictograms,
            seats: Seats::FaceToFace,
            flipped: Vec::new(),
        };
        s.flip(GameId::ALL[3]);
        s.flip(GameId::ALL[0]);
        assert_eq!(Settings::from_json(&s.to_json()), s);
    }

    #[test]
    fn the_flip_is_kept_per_game() {
        let mut s = Settings::default();
        let (a, b) = (GameId::ALL[0], GameId::ALL[1]);
        s.flip(a);
        assert!(s.flipped(a) && !s.flipped(b));
        s.flip(b);
        s.flip(a);
        assert!(!s.flipped(a) && s.flipped(b));
    }

    #[test]
    fn what_cannot_be_read_takes_its_default_and_the_rest_is_kept() {
        let d = Settings::default();
        for text in ["", "null", "[1,2]", "{", "\"motion\"", "{}"] {
            assert_eq!(Settings::from_json(text), d, "{text:?}");
        }
        let s = Settings::from_json(
            r#"{"motion":"warp","sound":"loud","volume":250,"coordinates":"inside","scheme":7,"flipped":["keltic","no-such-game",3],"later":1}"#,
        );
        assert_eq!(s.motion, d.motion);
        assert_eq!(s.sound, d.sound);
        assert_eq!(s.volume, 100, "a volume past the top is the top");
        assert_eq!(s.coordinates, Coordinates::Inside);
        assert_eq!(s.scheme, d.scheme);
        assert!(s.flipped("keltic".parse().expect("an id")));
        assert_eq!(s.flipped.len(), 1);
        assert_eq!(s.seats, Seats::Together);
        assert_eq!(Settings::from_json(r#"{"seats":"auto-flip"}"#).seats, Seats::AutoFlip);
        assert_eq!(Settings::from_json(r#"{"seats":"lap"}"#).seats, Seats::Together);
    }

    /// The stems of the `.svg` files in a folder of `assets/pieces/`.
    fn pictures_in(folder: &str) -> std::collections::BTreeSet<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces").join(folder);
        std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".svg").map(str::to_string))
            .collect()
    }

    #[test]
    fn the_pictograms_stand_in_for_odins_rune_men_with_their_names() {
        let play = runeboard_engine::new_session(GameId::OdinsRune);
        let table = play.table(&[], None);
        assert!(RuneSet::Runes.table(&table).is_none(), "the rune glyphs are the game's own pictures");
        let pictured = RuneSet::Pictograms.table(&table).expect("other pictures");
        let files = pictures_in("pictograms");
        assert_eq!(pictured.pieces.len(), table.pieces.len());
        for (m, p) in table.pieces.iter().zip(&pictured.pieces) {
            assert_eq!(
                (p.cell, &p.name, p.kind, p.army),
                (m.cell, &m.name, m.kind, m.army),
                "only the picture changes"
            );
            assert_eq!(p.picture.path(), format!("pieces/pictograms.svg#{}", m.picture));
            assert!(files.contains(&m.picture.to_string()), "no file assets/pieces/pictograms/{}.svg", m.picture);
        }
        // Every kind of man, of both colours, is among the men of the first position.
        let shown: std::collections::BTreeSet<String> = table.pieces.iter().map(|m| m.picture.to_string()).collect();
        assert_eq!(shown.len(), 2 * PICTOGRAMS.len());
        // Other games keep their pictures.
        for id in GameId::ALL.into_iter().filter(|&id| id != GameId::OdinsRune) {
            let table = runeboard_engine::new_session(id).table(&[], None);
            assert!(RuneSet::Pictograms.table(&table).is_none(), "{id}");
        }
    }

    #[test]
    fn every_pictogram_file_stands_for_a_picture_of_the_set() {
        let (pictograms, pieces) = (pictures_in("pictograms"), pictures_in(""));
        let expected: std::collections::BTreeSet<String> =
            ["white", "black"].iter().flat_map(|c| PICTOGRAMS.map(|f| format!("{c}-{f}"))).collect();
        assert_eq!(pictograms, expected);
        assert!(pictograms.is_subset(&pieces), "each pictogram has its rune picture");
    }

    #[test]
    fn the_motion_speeds_are_lichess_like() {
        let ms: Vec<u32> = Motion::ALL.iter().map(|m| m.ms()).collect();
        assert_eq!(ms, [0, 120, 200, 400]);
        assert_eq!(Motion::default().ms(), 200);
    }
}
