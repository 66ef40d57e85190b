// docs.html: shows this site's own address in the code samples, so that they
// can be copied as they are. The live examples are <omni-draughts> elements
// (element.js, loaded by the page).

import "./offline.js";

const site = new URL("./", location.href).href;
for (const el of document.querySelectorAll(".site-url")) el.textContent = site;

// A code sample wider than its box scrolls: it takes the keyboard focus then
// (the arrow keys scroll it), and only then.
const scrollable = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
    else target.removeAttribute("tabindex");
  }
});
for (const pre of document.querySelectorAll("pre")) scrollable.observe(pre);
