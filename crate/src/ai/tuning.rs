//! Fitting the learned evaluation's weights ([`crate::ai::patterns`]) by logistic regression:
//! a position's score `s` (hundredths of a man, South's) predicts South's result as
//! `sigmoid(s / k)`; the scale `k` is fitted first, to the hand-set evaluation, then the
//! weights, by Adam on minibatches, minimising the mean cross-entropy. One thread and an
//! order drawn from a seed: the same data and seed give the same weights.
//!
//! Native builds only (the tuner, `crate/examples/tune.rs`, and the tests).

use crate::ai::search::Rng;

/// Labelled positions as sparse features.
#[derive(Default)]
pub struct Samples {
    /// Per position: where its features start in `idx` / `coef` (one more at the end).
    start: Vec<usize>,
    idx: Vec<u32>,
    coef: Vec<f32>,
    /// Pieces on the board out of the full count (1: middle game, 0: endgame).
    phase: Vec<f32>,
    /// South's result: 1, 0.5 or 0.
    pub y: Vec<f32>,
    /// Another evaluation's score (South), for the scale.
    pub baseline: Vec<f32>,
    /// Whether a position's score is its baseline plus the features' (weights fitted on top
    /// of the hand-set evaluation) rather than the features' alone.
    pub on_baseline: bool,
}

impl Samples {
    /// No positions.
    pub fn new() -> Samples {
        Samples {
            start: vec![0],
            ..Samples::default()
        }
    }

    /// Adds a position: its features `(feature, coefficient)`, its phase (0..=1), South's
    /// result and the baseline evaluation's score.
    pub fn push(&mut self, features: &[(usize, i32)], phase: f32, y: f32, baseline: f32) {
        for &(f, c) in features {
            self.idx.push(f as u32);
            self.coef.push(c as f32);
        }
        self.start.push(self.idx.len());
        self.phase.push(phase);
        self.y.push(y);
        self.baseline.push(baseline);
    }

    /// How many positions.
    pub fn len(&self) -> usize {
        self.y.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.y.is_empty()
    }

    /// The score of position `i` with the weights `w` (middle-game weights, then endgame).
    pub fn score(&self, i: usize, w: &[f32]) -> f32 {
        let nf = w.len() / 2;
        let ph = self.phase[i];
        let mut s = if self.on_baseline {
            self.baseline[i]
        } else {
            0.0
        };
        for k in self.start[i]..self.start[i + 1] {
            let f = self.idx[k] as usize;
            s += self.coef[k] * (ph * w[f] + (1.0 - ph) * w[nf + f]);
        }
        s
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean cross-entropy of the scores `s(i)` against the results, at scale `k`.
pub fn loss(d: &Samples, k: f32, s: impl Fn(usize) -> f32) -> f64 {
    let mut sum = 0.0f64;
    for i in 0..d.len() {
        let p = sigmoid(s(i) / k).clamp(1e-6, 1.0 - 1e-6) as f64;
        let y = d.y[i] as f64;
        sum -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    sum / d.len().max(1) as f64
}

/// The scale that fits the baseline scores best (golden-section search on its logarithm,
/// between 10 and 3000).
pub fn fit_scale(d: &Samples) -> f32 {
    scale_of(d, |i| d.baseline[i])
}

/// The scale that fits the scores `s(i)` best (as [`fit_scale`]).
pub fn scale_of(d: &Samples, s: impl Fn(usize) -> f32) -> f32 {
    let f = |lk: f64| loss(d, lk.exp() as f32, &s);
    let (mut a, mut b) = (10f64.ln(), 3000f64.ln());
    let r = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..50 {
        let c = b - r * (b - a);
        let e = a + r * (b - a);
        if f(c) < f(e) {
            b = e;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp() as f32
}

/// How to fit.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// Passes over the data.
    pub epochs: usize,
    /// Adam's step at the start (it falls linearly to a twentieth at the end).
    pub lr: f32,
    /// L2 penalty λ on the weights from `penalised_from` on (the patterns: a pattern seldom
    /// seen stays near 0), on the weights in the sigmoid's unit: the fit minimises the mean
    /// cross-entropy plus `λ/2 Σ (w/k)²`. A weight `w` moves the prediction as `w/k` does, so
    /// one λ means the same pull in every game, whatever its scale `k`. [`Fit::L2`] is the
    /// tuner's default.
    pub l2: f32,
    /// The first feature the penalty applies to.
    pub penalised_from: usize,
    /// The weights that keep their starting values: bit `f` holds feature `f`'s middle-game
    /// weight, bit `32 + f` its endgame weight (features 0 to 31; [`Fit::first`]).
    pub held: u64,
    /// Positions per step.
    pub batch: usize,
    /// The order of the positions.
    pub seed: u64,
}

impl Fit {
    /// The default penalty λ ([`Fit::l2`]), chosen by validation loss on held-out positions
    /// (the sweep is in `docs/results.md`).
    pub const L2: f32 = 1e-5;

    /// [`Fit::held`] for both weights of the features below `n` (at most 32).
    pub const fn first(n: usize) -> u64 {
        let low = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 } as u64;
        low | low << 32
    }

    /// Whether the weight `i` of `2 * nf` (middle-game weights, then endgame) is held.
    fn holds(&self, i: usize, nf: usize) -> bool {
        let (f, end) = (i % nf, i >= nf);
        f < 32 && self.held & (1u64 << (f + if end { 32 } else { 0 })) != 0
    }
}

/// Fits the weights `w` (middle-game weights of every feature, then endgame) to `train` at
/// scale `k`; `after_epoch(epoch, &w)` is called after each pass.
pub fn fit(
    train: &Samples,
    k: f32,
    w: &mut [f32],
    o: &Fit,
    mut after_epoch: impl FnMut(usize, &[f32]),
) {
    let n2 = w.len();
    let nf = n2 / 2;
    let (mut m, mut v, mut g) = (vec![0f32; n2], vec![0f32; n2], vec![0f32; n2]);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng::new(o.seed);
    let total = (o.epochs * train.len().div_ceil(o.batch.max(1))) as f32;
    let mut t = 0f32;
    let (b1, b2) = (0.9f32, 0.999f32);
    let pull = o.l2 / (k * k);
    for epoch in 0..o.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for chunk in order.chunks(o.batch.max(1)) {
            g.iter_mut().for_each(|x| *x = 0.0);
            for &i in chunk {
                let e = (sigmoid(train.score(i, w) / k) - train.y[i]) / k;
                let ph = train.phase[i];
                for j in train.start[i]..train.start[i + 1] {
                    let f = train.idx[j] as usize;
                    let c = train.coef[j] * e;
                    g[f] += c * ph;
                    g[nf + f] += c * (1.0 - ph);
                }
            }
            t += 1.0;
            let lr = o.lr * (1.0 - 0.95 * t / total);
            let n = chunk.len() as f32;
            let (c1, c2) = (1.0 - b1.powf(t), 1.0 - b2.powf(t));
            for f in 0..n2 {
                if o.holds(f, nf) {
                    continue;
                }
                let reg = if f % nf >= o.penalised_from {
                    pull * w[f]
                } else {
                    0.0
                };
                let gf = g[f] / n + reg;
                m[f] = b1 * m[f] + (1.0 - b1) * gf;
                v[f] = b2 * v[f] + (1.0 - b2) * gf * gf;
                w[f] -= lr * (m[f] / c1) / ((v[f] / c2).sqrt() + 1e-8);
            }
        }
        after_epoch(epoch, w);
    }
}
