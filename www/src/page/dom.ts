// Finding the page's elements: each part of the page looks up its own, by id, once.

/** The element with this id, of this type; throws naming it when the page lacks it. */
export function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page is missing #${id}`);
  return el;
}

/**
 * Closes `dialog` on a click on its backdrop (such a click hits the dialog element itself,
 * outside its box); a keyboard "click" (detail 0) is not one.
 */
export function closeOnBackdrop(dialog: HTMLDialogElement): void {
  dialog.addEventListener("click", (e) => {
    if (e.target !== dialog || e.detail === 0) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
  });
}

/**
 * Puts text on the clipboard; false when the browser will not (no
 * permission, an insecure page, no answer): the caller selects it instead.
 */
export async function copyText(text: string): Promise<boolean> {
  const clip = navigator.clipboard as Clipboard | undefined;
  if (clip === undefined) return false;
  let timer: number | undefined;
  try {
    await Promise.race([
      clip.writeText(text),
      new Promise((_, no) => {
        timer = window.setTimeout(() => no(new Error("the clipboard did not answer")), 1500);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
