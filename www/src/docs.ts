// docs.html: shows this site's own address in the code samples, so that they
// can be copied as they are. The live examples are <omni-draughts> elements
// (element.js, loaded by the page).

import "./offline.js";

const site = new URL("./", location.href).href;
for (const el of document.querySelectorAll(".site-url")) el.textContent = site;
