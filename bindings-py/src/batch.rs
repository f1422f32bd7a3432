//! `Batch`: n games of one variant held in the core, stepped by an array of action ids per call,
//! with rewards, terminal flags, observations and masks written into numpy arrays (the caller's,
//! or new ones) with the GIL released; seeded random play with or without a trajectory recorded.
//! Only types and shapes are checked here (`arrays.rs`): the core checks every id and plays.

use numpy::{PyArrayDyn, PyReadwriteArrayDyn};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt};

use crate::args::{self, VariantArg};
use crate::arrays::{self, Named, output, writing};
use crate::errors::{IntoPy, invalid_argument, to_py, wrong_type};
use crate::game::Game;

/// `n` games of one variant with the same options, stepped together (see the stub for the whole
/// contract).
#[pyclass(module = "damero", name = "Batch")]
pub struct Batch {
    inner: damero::Batch,
    /// The seed given at construction, and how many `play_random` calls used it since.
    seed: u64,
    calls: u64,
}

/// What `step` returns: the rewards and the terminal flags.
type Step<'py> = (Bound<'py, PyArrayDyn<f32>>, Bound<'py, PyArrayDyn<bool>>);

/// An optional output array of one step or of a whole trajectory: the borrowed array and how
/// far apart its rows for successive plies lie (0: one row, overwritten each ply).
struct Out<'py, T: Named> {
    array: PyReadwriteArrayDyn<'py, T>,
    stride: usize,
}

/// The rows of an optional trajectory output, borrowed as a plain slice (so that it can be
/// written with the GIL released).
struct Rows<'a, T> {
    data: Option<&'a mut [T]>,
    stride: usize,
}

impl<'a, T: Named> Rows<'a, T> {
    fn of(out: Option<&'a mut Out<'_, T>>) -> PyResult<Rows<'a, T>> {
        Ok(match out {
            Some(out) => Rows {
                stride: out.stride,
                data: Some(arrays::slice(&mut out.array)?),
            },
            None => Rows {
                data: None,
                stride: 0,
            },
        })
    }

    /// The row written for ply `t`, of `row` values (shapes were checked for every ply).
    fn row(&mut self, t: usize, row: usize) -> Option<&mut [T]> {
        let at = t * self.stride;
        self.data.as_deref_mut().map(|d| &mut d[at..at + row])
    }
}

/// The mixing of a seed and a call number into the seed of that call (splitmix64's finalizer).
fn mix(seed: u64, call: u64) -> u64 {
    let mut z = seed ^ call.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed: an `int` from 0 to 2**64 - 1.
fn seed_arg(obj: &Bound<'_, PyAny>) -> PyResult<u64> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(wrong_type("seed", "int", obj));
    }
    obj.extract::<u64>().map_err(|_| {
        invalid_argument(format!(
            "seed {} is out of range (0 to 2**64 - 1)",
            obj.str().map(|s| s.to_string()).unwrap_or_default()
        ))
    })
}

/// A count of games or plies: an `int` from `least`.
fn count_arg(obj: &Bound<'_, PyAny>, what: &str, least: i64) -> PyResult<usize> {
    match args::integer(obj, what)? {
        Ok(n) if n >= least => usize::try_from(n)
            .map_err(|_| invalid_argument(format!("{what} {n} is too large for this machine"))),
        Ok(n) => Err(invalid_argument(format!("{what} {n} is below {least}"))),
        Err((_, own)) => Err(invalid_argument(format!("{what} {own} is out of range"))),
    }
}

impl Batch {
    fn who(&self) -> &'static str {
        self.inner.variant().name()
    }

    fn index(&self, i: &Bound<'_, PyAny>) -> PyResult<usize> {
        let n = self.inner.len();
        match args::integer(i, "index")? {
            Ok(i) if (0..n as i64).contains(&i) => Ok(i as usize),
            Ok(i) if (-(n as i64)..0).contains(&i) => Ok((n as i64 + i) as usize),
            Ok(i) => Err(invalid_argument(format!(
                "{}: game {i} is not in a batch of {n}",
                self.who()
            ))),
            Err((_, own)) => Err(invalid_argument(format!(
                "{}: game {own} is not in a batch of {n}",
                self.who()
            ))),
        }
    }

    fn obs_size(&self) -> ([usize; 3], usize) {
        let shape = self.inner.observation_shape();
        (shape, shape.iter().product())
    }
}

/// The borrowed output of a trajectory: `(plies, n, *each)` (a row per ply) or `(n, *each)`
/// (overwritten each ply), or none.
fn trajectory<'py, T: Named>(
    obj: Option<&Bound<'py, PyAny>>,
    plies: usize,
    n: usize,
    each: &[usize],
    who: &str,
    what: &str,
) -> PyResult<Option<(Bound<'py, PyArrayDyn<T>>, usize)>> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(None);
    };
    let row: usize = n * each.iter().product::<usize>();
    let one: Vec<usize> = std::iter::once(n).chain(each.iter().copied()).collect();
    let all: Vec<usize> = std::iter::once(plies).chain(one.iter().copied()).collect();
    let ndim = obj
        .cast::<numpy::PyUntypedArray>()
        .map(numpy::PyUntypedArrayMethods::ndim)
        .unwrap_or(0);
    let (shape, stride) = if ndim == all.len() {
        (all, row)
    } else {
        (one, 0)
    };
    let array = output::<T>(obj.py(), Some(obj), &shape, who, what)?;
    Ok(Some((array, stride)))
}

#[pymethods]
impl Batch {
    #[new]
    #[pyo3(
        signature = (variant, n, option_text = None, *, seed = None, threads = None, **options),
        text_signature = "(variant, n, option_text=None, *, seed=0, threads=1, **options)"
    )]
    fn new(
        variant: VariantArg,
        n: &Bound<'_, PyAny>,
        option_text: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Batch> {
        let VariantArg(variant) = variant;
        let n = count_arg(n, "n", 1)?;
        let seed = seed.map(seed_arg).transpose()?.unwrap_or(0);
        let threads = match threads {
            None => 1,
            Some(t) => args::threads(t)?.0,
        };
        let options = args::options(variant, option_text, options)?
            .unwrap_or_else(|| variant.default_options());
        let inner = damero::Batch::new(variant, options, n)
            .and_then(|b| b.threads(threads))
            .py_err()?;
        Ok(Batch {
            inner,
            seed,
            calls: 0,
        })
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        self.who()
    }

    /// The seed the batch was made with.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    fn __len__(&self) -> usize {
        self.inner.len()
    }

    /// The number of action ids of each game (`Game.action_count()`).
    fn action_count(&self) -> u32 {
        self.inner.action_count()
    }

    /// The shape of one game's observation, `(rows, columns, planes)`.
    fn observation_shape(&self) -> (usize, usize, usize) {
        let ([r, c, k], _) = self.obs_size();
        (r, c, k)
    }

    /// A copy of game `i` as it stands, as a `Game` (negative `i` counts from the end).
    fn game(&self, i: &Bound<'_, PyAny>) -> PyResult<Game> {
        let i = self.index(i)?;
        Ok(Game::wrap(self.inner.game(i)))
    }

    /// The fragment of game `i` (`Game.to_fragment()`; negative `i` counts from the end).
    fn fragment(&self, i: &Bound<'_, PyAny>) -> PyResult<String> {
        let i = self.index(i)?;
        Ok(self.inner.game(i).to_fragment())
    }

    /// Every game's observation, shape `(n, rows, columns, planes)` `float32`, into `out` or a
    /// new array.
    #[pyo3(signature = (out = None))]
    fn observe<'py>(
        slf: &Bound<'py, Self>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        let py = slf.py();
        let b = slf.try_borrow().map_err(|_| busy())?;
        let ([r, c, k], _) = b.obs_size();
        let array = output::<f32>(py, out, &[b.inner.len(), r, c, k], b.who(), "out")?;
        {
            let mut rw = writing(&array, b.who(), "out")?;
            let values = arrays::slice(&mut rw)?;
            let batch = &b.inner;
            py.detach(|| batch.observe(values)).py_err()?;
        }
        Ok(array)
    }

    /// Every game's legal-action mask, shape `(n, action_count())` `bool`, into `out` or a new
    /// array.
    #[pyo3(signature = (out = None))]
    fn action_masks<'py>(
        slf: &Bound<'py, Self>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArrayDyn<bool>>> {
        let py = slf.py();
        let b = slf.try_borrow().map_err(|_| busy())?;
        let shape = [b.inner.len(), b.inner.action_count() as usize];
        let array = output::<bool>(py, out, &shape, b.who(), "out")?;
        {
            let mut rw = writing(&array, b.who(), "out")?;
            let flags = arrays::slice(&mut rw)?;
            let batch = &b.inner;
            py.detach(|| batch.action_masks(flags)).py_err()?;
        }
        Ok(array)
    }

    /// Plays `actions[i]` in game `i` of every game; see the stub.
    #[pyo3(signature = (actions, rewards = None, terminals = None, *, observations = None, masks = None))]
    fn step<'py>(
        slf: &Bound<'py, Self>,
        actions: &Bound<'py, PyAny>,
        rewards: Option<&Bound<'py, PyAny>>,
        terminals: Option<&Bound<'py, PyAny>>,
        observations: Option<&Bound<'py, PyAny>>,
        masks: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Step<'py>> {
        let py = slf.py();
        let (n, count, who, [r, c, k]) = {
            let b = slf.try_borrow().map_err(|_| busy())?;
            (
                b.inner.len(),
                b.inner.action_count(),
                b.who(),
                b.obs_size().0,
            )
        };
        // Arguments first (reading a sequence runs Python code), then the batch.
        let ids = arrays::actions(actions, n, count, who)?;
        let rewards = output::<f32>(py, rewards, &[n], who, "rewards")?;
        let terminals = output::<bool>(py, terminals, &[n], who, "terminals")?;
        let observations = observations
            .filter(|o| !o.is_none())
            .map(|o| output::<f32>(py, Some(o), &[n, r, c, k], who, "observations"))
            .transpose()?;
        let masks = masks
            .filter(|o| !o.is_none())
            .map(|o| output::<bool>(py, Some(o), &[n, count as usize], who, "masks"))
            .transpose()?;
        {
            let mut rw_rewards = writing(&rewards, who, "rewards")?;
            let mut rw_terminals = writing(&terminals, who, "terminals")?;
            let mut rw_obs = observations
                .as_ref()
                .map(|a| writing(a, who, "observations"))
                .transpose()?;
            let mut rw_masks = masks
                .as_ref()
                .map(|a| writing(a, who, "masks"))
                .transpose()?;
            let rewards = arrays::slice(&mut rw_rewards)?;
            let terminals = arrays::slice(&mut rw_terminals)?;
            let obs = rw_obs.as_mut().map(arrays::slice).transpose()?;
            let masks = rw_masks.as_mut().map(arrays::slice).transpose()?;
            let mut b = slf.try_borrow_mut().map_err(|_| busy())?;
            let batch = &mut b.inner;
            py.detach(|| -> damero::Result<()> {
                batch.step(&ids, rewards, terminals)?;
                if let Some(obs) = obs {
                    batch.observe(obs)?;
                }
                if let Some(masks) = masks {
                    batch.action_masks(masks)?;
                }
                Ok(())
            })
            .py_err()?;
        }
        Ok((rewards, terminals))
    }

    /// Seeded random play; see the stub.
    #[pyo3(signature = (plies, *, seed = None, actions = None, rewards = None, terminals = None, observations = None, masks = None))]
    #[allow(clippy::too_many_arguments)]
    fn play_random<'py>(
        slf: &Bound<'py, Self>,
        plies: &Bound<'py, PyAny>,
        seed: Option<&Bound<'py, PyAny>>,
        actions: Option<&Bound<'py, PyAny>>,
        rewards: Option<&Bound<'py, PyAny>>,
        terminals: Option<&Bound<'py, PyAny>>,
        observations: Option<&Bound<'py, PyAny>>,
        masks: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<u64> {
        let py = slf.py();
        let plies = count_arg(plies, "plies", 0)?;
        let seed = seed.map(seed_arg).transpose()?;
        let (n, count, who, [r, c, k]) = {
            let b = slf.try_borrow().map_err(|_| busy())?;
            (
                b.inner.len(),
                b.inner.action_count(),
                b.who(),
                b.obs_size().0,
            )
        };
        let actions = match actions.filter(|o| !o.is_none()) {
            None => None,
            Some(obj) => Some(ids_out(obj, plies, n, who)?),
        };
        let rewards = trajectory::<f32>(rewards, plies, n, &[], who, "rewards")?;
        let terminals = trajectory::<bool>(terminals, plies, n, &[], who, "terminals")?;
        let observations =
            trajectory::<f32>(observations, plies, n, &[r, c, k], who, "observations")?;
        let masks = trajectory::<bool>(masks, plies, n, &[count as usize], who, "masks")?;

        let mut b = slf.try_borrow_mut().map_err(|_| busy())?;
        let seed = match seed {
            Some(seed) => seed,
            None => {
                b.calls += 1;
                mix(b.seed, b.calls - 1)
            }
        };
        let recorded = actions.is_some()
            || rewards.is_some()
            || terminals.is_some()
            || observations.is_some()
            || masks.is_some();
        if !recorded {
            let batch = &mut b.inner;
            return Ok(py.detach(|| batch.play_random(plies, seed)));
        }
        let borrow = |o: &Option<(Bound<'py, PyArrayDyn<f32>>, usize)>, what| {
            o.as_ref()
                .map(|(a, stride)| {
                    Ok::<_, PyErr>(Out {
                        array: writing(a, who, what)?,
                        stride: *stride,
                    })
                })
                .transpose()
        };
        let borrow_b = |o: &Option<(Bound<'py, PyArrayDyn<bool>>, usize)>, what| {
            o.as_ref()
                .map(|(a, stride)| {
                    Ok::<_, PyErr>(Out {
                        array: writing(a, who, what)?,
                        stride: *stride,
                    })
                })
                .transpose()
        };
        let mut out_actions = actions
            .as_ref()
            .map(|(a, stride)| {
                Ok::<_, PyErr>(Out {
                    array: writing(a, who, "actions")?,
                    stride: *stride,
                })
            })
            .transpose()?;
        let mut out_rewards = borrow(&rewards, "rewards")?;
        let mut out_terminals = borrow_b(&terminals, "terminals")?;
        let mut out_obs = borrow(&observations, "observations")?;
        let mut out_masks = borrow_b(&masks, "masks")?;
        let mut ids = Rows::of(out_actions.as_mut())?;
        let mut rew = Rows::of(out_rewards.as_mut())?;
        let mut term = Rows::of(out_terminals.as_mut())?;
        let mut obs = Rows::of(out_obs.as_mut())?;
        let mut mask = Rows::of(out_masks.as_mut())?;
        let (obs_row, mask_row) = (n * r * c * k, n * count as usize);
        let batch = &mut b.inner;
        py.detach(|| {
            batch.play_random_with(
                plies,
                seed,
                |t, batch| {
                    if let Some(row) = obs.row(t, obs_row) {
                        batch.observe(row)?;
                    }
                    if let Some(row) = mask.row(t, mask_row) {
                        batch.action_masks(row)?;
                    }
                    Ok(())
                },
                |t, played, rewards, terminals| {
                    if let Some(row) = ids.row(t, n) {
                        for (o, &id) in row.iter_mut().zip(played) {
                            *o = i64::from(id);
                        }
                    }
                    if let Some(row) = rew.row(t, n) {
                        row.copy_from_slice(rewards);
                    }
                    if let Some(row) = term.row(t, n) {
                        row.copy_from_slice(terminals);
                    }
                    Ok(())
                },
            )
        })
        .py_err()
    }

    fn __repr__(&self) -> String {
        format!("<damero.Batch {} x {}>", self.who(), self.inner.len())
    }
}

/// The `actions` output of a trajectory: an `int64` array `(plies, n)` or `(n,)`.
fn ids_out<'py>(
    obj: &Bound<'py, PyAny>,
    plies: usize,
    n: usize,
    who: &str,
) -> PyResult<(Bound<'py, PyArrayDyn<i64>>, usize)> {
    let ndim = obj
        .cast::<numpy::PyUntypedArray>()
        .map(numpy::PyUntypedArrayMethods::ndim)
        .unwrap_or(0);
    let (shape, stride) = if ndim == 2 {
        (vec![plies, n], n)
    } else {
        (vec![n], 0)
    };
    Ok((
        output::<i64>(obj.py(), Some(obj), &shape, who, "actions")?,
        stride,
    ))
}

fn busy() -> PyErr {
    to_py(damero::Error::new(
        damero::ErrorKind::NotAllowed,
        "the batch is in use by a call on it that has not returned; call again after it returns",
    ))
}
