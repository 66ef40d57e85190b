// Sounds for moves, made with the Web Audio API (no audio files): a short
// wooden click for a move, a heavier double knock for a capture, a rising
// pair of notes for a promotion, three notes when a game ends, two short
// high beeps when a clock runs low. Off unless
// the player turns them on (the setting is kept in localStorage). The audio
// context is created at the first sound after the player has touched the
// page: browsers refuse to start one before a gesture.

import { readStore, SOUND_KEY, writeStore } from "./saved.js";

export type SoundKind = "move" | "capture" | "promote" | "end" | "low";

let on = readStore(SOUND_KEY) === "on";
let audio: AudioContext | null = null;
let noise: AudioBuffer | null = null;
/** A pointer or key went down on the page (for browsers without navigator.userActivation). */
let touched = false;
for (const type of ["pointerdown", "keydown"] as const) {
  document.addEventListener(type, () => (touched = true), { capture: true, passive: true });
}

export function soundOn(): boolean {
  return on;
}

/** Turns the sounds on or off (kept for the next visit); a click says they are on. */
export function setSound(value: boolean): void {
  on = value;
  writeStore(SOUND_KEY, value ? "on" : "off");
  if (value) playSound("move");
}

function activated(): boolean {
  const ua = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return ua?.hasBeenActive ?? touched;
}

/** The audio context, made at the first sound after a gesture; null before, or where there is none. */
function context(): AudioContext | null {
  if (audio === null) {
    if (!activated() || typeof AudioContext === "undefined") return null;
    try {
      audio = new AudioContext();
    } catch {
      return null;
    }
  }
  if (audio.state === "suspended") audio.resume().catch(() => {});
  return audio;
}

/** A note gliding from `f0` to `f1` Hz over `dur` seconds, with a quick attack and decay. */
function tone(c: AudioContext, at: number, f0: number, f1: number, dur: number, gain: number, type: OscillatorType): void {
  const o = c.createOscillator();
  const g = c.createGain();
  o.type = type;
  o.frequency.setValueAtTime(f0, at);
  o.frequency.exponentialRampToValueAtTime(f1, at + dur);
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.006);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  o.connect(g).connect(c.destination);
  o.start(at);
  o.stop(at + dur + 0.02);
}

/** A click: a burst of noise through a band-pass filter around `freq` Hz. */
function click(c: AudioContext, at: number, freq: number, dur: number, gain: number): void {
  if (noise === null || noise.sampleRate !== c.sampleRate) {
    noise = c.createBuffer(1, Math.ceil(c.sampleRate * 0.15), c.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const src = c.createBufferSource();
  src.buffer = noise;
  const band = c.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.setValueAtTime(freq, at);
  band.Q.setValueAtTime(4, at);
  const g = c.createGain();
  g.gain.setValueAtTime(gain, at);
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  src.connect(band).connect(g).connect(c.destination);
  src.start(at);
  src.stop(at + dur + 0.01);
}

/** Plays the sound of `kind`, when sounds are on. */
export function playSound(kind: SoundKind): void {
  if (!on) return;
  const c = context();
  if (c === null) return;
  const t = c.currentTime + 0.01;
  switch (kind) {
    case "move":
      click(c, t, 1900, 0.04, 0.9);
      tone(c, t, 540, 380, 0.06, 0.12, "triangle");
      return;
    case "capture":
      click(c, t, 1300, 0.05, 1);
      tone(c, t, 300, 140, 0.12, 0.22, "triangle");
      click(c, t + 0.07, 1100, 0.05, 0.8);
      return;
    case "promote":
      tone(c, t, 660, 660, 0.12, 0.12, "sine");
      tone(c, t + 0.1, 990, 990, 0.2, 0.12, "sine");
      return;
    case "end":
      [523.25, 659.25, 783.99].forEach((f, i) => tone(c, t + i * 0.12, f, f, 0.28, 0.1, "sine"));
      return;
    case "low":
      tone(c, t, 1760, 1760, 0.07, 0.09, "square");
      tone(c, t + 0.14, 1760, 1760, 0.07, 0.09, "square");
      return;
  }
}
