// The address embedders load, js/element.js (docs.html): it defines <omni-draughts>, which lives
// in embed/element.ts; this file keeps that published address stable.
export * from "./embed/element.js";
