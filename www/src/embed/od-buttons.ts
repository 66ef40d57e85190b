// The buttons of the <omni-draughts> element (element.ts, pdn-viewer.ts): a label and a title,
// and for stepping through a game an icon drawn as a path (fonts lack some arrows).

/** Icons of the view mode's buttons (24x24 paths): drawn, since fonts lack some arrows. */
const ICONS: Record<string, string> = {
  first: "M5 5h2.5v14H5zM19 5v14L8.5 12z",
  back: "M17 5v14L6.5 12z",
  forward: "M7 5v14l10.5-7z",
  last: "M16.5 5H19v14h-2.5zM5 5v14l10.5-7z",
  flip: "M7 2 2.5 7H6v8h2V7h3.5zM17 22l4.5-5H18V9h-2v8h-3.5z",
};

function icon(name: string): SVGSVGElement | null {
  const d = ICONS[name];
  if (d === undefined) return null;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "20");
  svg.setAttribute("height", "20");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", d);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}

export function button(text: string, label: string, onClick: () => void, iconName?: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  const svg = iconName === undefined ? null : icon(iconName);
  if (svg !== null) b.append(svg);
  else b.textContent = text;
  b.setAttribute("aria-label", label);
  b.title = label;
  b.addEventListener("click", onClick);
  return b;
}
