//! "Save as image": the board as it is shown (its orientation, the teacher's arrows and circles,
//! the analysis's arrow) written as an SVG file and a PNG file, for worksheets and slides.
//!
//! The board's `<svg>` is copied with each element's computed colours and lines written into its
//! own `style` (the copy needs no stylesheet), the men's pictures put inside it as `data:` URLs
//! (fetched from the page's directory: a picture standing alone cannot load files), and the
//! passing things left out (focus rings, men fading or sliding). The PNG is that SVG drawn into a
//! canvas at the board's size on screen (times the screen's pixel ratio).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, Element, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement, Url};

/// The computed properties written into the copy: what the stylesheet decides of an SVG drawing.
const PROPERTIES: [&str; 13] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-opacity",
    "stroke-width",
    "stroke-linejoin",
    "stroke-dasharray",
    "opacity",
    "display",
    "visibility",
    "font-family",
    "font-size",
    "font-weight",
];

/// What is left out of the picture: things that pass (focus, motion, men fading) and the man
/// being dragged.
const LEFT_OUT: &str = ".focus-ring, .vanished, .motion, .dragged, title";

/// Save the board shown as `runeboard-GAME.svg` and `runeboard-GAME.png`.
pub fn save_board(game: &str) {
    if let Err(e) = start(game) {
        web_sys::console::warn_2(&"The board could not be saved as an image:".into(), &e);
    }
}

fn start(game: &str) -> Result<(), JsValue> {
    let doc = gloo::utils::document();
    let board = doc.query_selector("[data-testid=\"board\"]")?.ok_or("no board")?;
    let copy = board.clone_node_with_deep(true)?.dyn_into::<Element>()?;
    inline_styles(&board, &copy)?;
    let left_out = copy.query_selector_all(LEFT_OUT)?;
    for i in 0..left_out.length() {
        if let Some(n) = left_out.item(i) {
            if let Some(parent) = n.parent_node() {
                parent.remove_child(&n)?;
            }
        }
    }
    let rect = board.get_bounding_client_rect();
    let (width, height) = (rect.width().round().max(1.0), rect.height().round().max(1.0));
    for attr in ["class", "role", "tabindex", "aria-label", "aria-description", "data-testid"] {
        copy.remove_attribute(attr)?;
    }
    copy.set_attribute("xmlns", "http://www.w3.org/2000/svg")?;
    copy.set_attribute("width", &width.to_string())?;
    copy.set_attribute("height", &height.to_string())?;
    // The page's background behind the board, so that the coordinates read as on screen.
    let background = style_of(&doc.body().ok_or("no body")?.into(), "background-color")?;
    if let Some(view_box) = board.get_attribute("viewBox") {
        let v: Vec<&str> = view_box.split_whitespace().collect();
        if let [x, y, w, h] = v.as_slice() {
            let bg = doc.create_element_ns(Some("http://www.w3.org/2000/svg"), "rect")?;
            for (name, value) in [("x", *x), ("y", *y), ("width", *w), ("height", *h)] {
                bg.set_attribute(name, value)?;
            }
            bg.set_attribute("fill", &background)?;
            copy.prepend_with_node_1(&bg)?;
        }
    }
    // The men's pictures, each fetched once, then put in.
    let images = copy.query_selector_all("image")?;
    let mut hrefs: Vec<String> = Vec::new();
    for i in 0..images.length() {
        let href = images.item(i).and_then(|n| n.dyn_into::<Element>().ok()).and_then(|e| e.get_attribute("href"));
        if let Some(h) = href.filter(|h| !h.starts_with("data:") && !hrefs.contains(h)) {
            hrefs.push(h);
        }
    }
    let window = gloo::utils::window();
    let fetches = js_sys::Array::new();
    for h in &hrefs {
        let text = Closure::once_into_js(|r: JsValue| -> JsValue {
            r.dyn_into::<web_sys::Response>().and_then(|r| r.text().map(JsValue::from)).unwrap_or_else(|e| e)
        });
        fetches.push(&then(&window.fetch_with_str(h).into(), &text, &JsValue::UNDEFINED)?);
    }
    let game = game.to_string();
    let done = Closure::once_into_js(move |texts: JsValue| {
        let texts = js_sys::Array::from(&texts);
        let result = (|| -> Result<(), JsValue> {
            // (In the text: a `data:` picture set on the copy would be loaded by the page, which
            // its Content-Security-Policy forbids.)
            let mut svg = web_sys::XmlSerializer::new()?.serialize_to_string(&copy)?;
            for (k, href) in hrefs.iter().enumerate() {
                let text = texts.get(k as u32).as_string().unwrap_or_default();
                let data = format!("data:image/svg+xml;base64,{}", gloo::utils::window().btoa(&latin1(&text))?);
                svg = svg.replace(&format!("href=\"{href}\""), &format!("href=\"{data}\""));
            }
            let svg = format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}");
            download(&blob(&svg, "image/svg+xml")?, &format!("runeboard-{game}.svg"))?;
            png(&svg, width, height, &game)
        })();
        if let Err(e) = result {
            web_sys::console::warn_2(&"The board could not be saved as an image:".into(), &e);
        }
    });
    let failed = Closure::once_into_js(|e: JsValue| {
        web_sys::console::warn_2(&"The board's pictures could not be read:".into(), &e);
    });
    then(&js_sys::Promise::all(&fetches).into(), &done, &failed)?;
    Ok(())
}

/// `promise.then(resolved, rejected)`, the callbacks being JavaScript functions.
fn then(promise: &JsValue, resolved: &JsValue, rejected: &JsValue) -> Result<JsValue, JsValue> {
    let f = js_sys::Reflect::get(promise, &"then".into())?.dyn_into::<js_sys::Function>()?;
    f.call2(promise, resolved, rejected)
}

/// UTF-8 text as the "binary string" `btoa` takes: one character per byte.
fn latin1(text: &str) -> String {
    text.bytes().map(char::from).collect()
}

fn style_of(el: &Element, property: &str) -> Result<String, JsValue> {
    let style = gloo::utils::window().get_computed_style(el)?.ok_or("no style")?;
    style.get_property_value(property)
}

/// Writes the computed styles of `from` and its descendants into `to` (its copy).
fn inline_styles(from: &Element, to: &Element) -> Result<(), JsValue> {
    let window = gloo::utils::window();
    let (a, b) = (from.query_selector_all("*")?, to.query_selector_all("*")?);
    let pairs = std::iter::once((from.clone(), to.clone()))
        .chain((0..a.length()).filter_map(|i| Some((a.item(i)?.dyn_into().ok()?, b.item(i)?.dyn_into().ok()?))));
    for (source, target) in pairs {
        let (source, target): (Element, Element) = (source, target);
        let Some(style) = window.get_computed_style(&source)? else { continue };
        let mut text = String::new();
        for p in PROPERTIES {
            let value = style.get_property_value(p)?;
            if !value.is_empty() {
                text.push_str(&format!("{p}:{value};"));
            }
        }
        target.set_attribute("style", &text)?;
    }
    Ok(())
}

fn blob(text: &str, kind: &str) -> Result<Blob, JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type(kind);
    Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&JsValue::from_str(text)), &options)
}

/// Offers a blob as a download under this name.
fn download(blob: &Blob, name: &str) -> Result<(), JsValue> {
    let url = Url::create_object_url_with_blob(blob)?;
    let a = gloo::utils::document().create_element("a")?.dyn_into::<HtmlAnchorElement>()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The browser has taken the file by the next task.
    gloo::timers::callback::Timeout::new(60_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Draws the SVG text into a canvas and offers it as a PNG.
fn png(svg: &str, width: f64, height: f64, game: &str) -> Result<(), JsValue> {
    let ratio = gloo::utils::window().device_pixel_ratio().max(1.0);
    let (w, h) = ((width * ratio).round() as u32, (height * ratio).round() as u32);
    let url = Url::create_object_url_with_blob(&blob(svg, "image/svg+xml")?)?;
    let img = HtmlImageElement::new_with_width_and_height(w, h)?;
    let name = format!("runeboard-{game}.png");
    let loaded = {
        let (img2, url) = (img.clone(), url.clone());
        Closure::once_into_js(move || {
            let result = (|| -> Result<(), JsValue> {
                let _ = Url::revoke_object_url(&url);
                let canvas = gloo::utils::document().create_element("canvas")?.dyn_into::<HtmlCanvasElement>()?;
                canvas.set_width(w);
                canvas.set_height(h);
                let ctx =
                    canvas.get_context("2d")?.ok_or("no canvas")?.dyn_into::<web_sys::CanvasRenderingContext2d>()?;
                ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, f64::from(w), f64::from(h))?;
                let written = Closure::once_into_js(move |b: JsValue| {
                    if let Ok(b) = b.dyn_into::<Blob>() {
                        let _ = download(&b, &name);
                    }
                });
                canvas.to_blob_with_type(written.unchecked_ref(), "image/png")
            })();
            if let Err(e) = result {
                web_sys::console::warn_2(&"The board could not be drawn as a PNG:".into(), &e);
            }
        })
    };
    img.set_onload(Some(loaded.unchecked_ref()));
    img.set_src(&url);
    Ok(())
}
