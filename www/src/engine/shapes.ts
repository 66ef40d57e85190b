// The wasm API's argument objects, written from crate/src/api/args.rs by ts-rs: do not edit.
// `UPDATE=1 cargo test --release --lib shapes` rewrites it; the test fails while it differs.

export type ClockRecord = { control: string, times?: Array<number> | null, used?: number | null, since?: number | null, };

export type Players = { south?: number | null, north?: number | null, };

export type GameRecordArg = { variant: string, fen?: string | null, moves?: Array<string> | null, players?: Players | null, southName?: string | null, northName?: string | null, seed?: number | null, result?: string | null, clock?: ClockRecord | null, };

export type PieceArg = { color: string, kind: string, };

export type Placed = { square: string, color: string, kind: string, below?: Array<PieceArg> | null, };

export type MovesGame = { 
/**
 * The game's id.
 */
variant: string, 
/**
 * Its start position, when not the game's own.
 */
fen?: string | null, 
/**
 * Its moves, PDN text.
 */
moves: Array<string>, };

export type MoveReviewArg = { ply?: number | null, move: string, best: string, score: number | { win: number } | { loss: number }, bestScore: number | { win: number } | { loss: number }, loss?: number | null, class?: string | null, line?: Array<string> | null, bestLine?: Array<string> | null, depth?: number | null, };

export type PdnNodeArg = { move: string, nags?: Array<number> | null, before?: Array<string> | null, after?: Array<string> | null, variations?: Array<Array<PdnNodeArg>> | null, };

export type PdnTreeArg = { 
/**
 * The game's id.
 */
variant: string, fen?: string | null, tags?: Array<[string, string]> | null, comments?: Array<string> | null, tree: Array<PdnNodeArg>, result?: string | null, };

export type ThinkOptions = { level?: number | null, movetime?: number | null, depth?: number | null, nodes?: number | null, seed?: number | null, time?: number | null, increment?: number | null, movesToGo?: number | null, contempt?: number | null, 
/**
 * `analyse`'s number of lines (1 to 10).
 */
lines?: number | null, };
