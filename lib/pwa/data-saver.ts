/**
 * The data saver: on by default when the browser asks to save data (`Save-Data`, which Chromium also
 * shows the page as `navigator.connection.saveData`), else off, until the visitor sets it in the menu.
 * Kept in this browser (localStorage) and shown on `<html data-saver="on">` before the first paint, so
 * the pages, which are the same HTML for everyone, stay cacheable.
 */
export const DATA_SAVER_KEY = 'nh.dataSaver';
export const DATA_SAVER_EVENT = 'nh:data-saver';

type SaverSignals = { stored: string | null; saveData: boolean | undefined };

/** Whether the saver is on: the visitor's own choice first, else the browser's Save-Data. */
export function dataSaverOn({ stored, saveData }: SaverSignals): boolean {
  return stored === 'on' || (stored !== 'off' && saveData === true);
}

/** Reads the saver's state in the browser. */
export function readDataSaver(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DATA_SAVER_KEY);
  } catch {
    // Storage refused: the browser's Save-Data decides.
  }
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return dataSaverOn({ stored, saveData: connection?.saveData });
}

/** The visitor's choice: kept, shown on <html>, and announced to the page's islands. */
export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the choice lasts as long as this page.
  }
  if (on) document.documentElement.dataset.saver = 'on';
  else delete document.documentElement.dataset.saver;
  window.dispatchEvent(new Event(DATA_SAVER_EVENT));
}

/** Inline in <head>, before the first paint: marks <html data-saver="on"> (the same rule as dataSaverOn). */
export const DATA_SAVER_SCRIPT = `try{var s=localStorage.getItem('${DATA_SAVER_KEY}'),c=navigator.connection;if(s==='on'||(s!=='off'&&c&&c.saveData))document.documentElement.dataset.saver='on'}catch(e){}`;
