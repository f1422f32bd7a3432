//! Training data from game files in C: the main line of a record as rows of (observation,
//! action id, result), written into the caller's arrays (the core's `GameRecord::samples`).

use crate::actions::out_slice;
use crate::error::{Failure, damero_status, guard};
use crate::files::{damero_record, record_ref};
use crate::strings::out_ptr;

/// The training rows of the main line of `record`, one per move, as the core's
/// `GameRecord::samples` makes them: row `i` is the observation of the position before move `i`
/// at `observations[i * size]` (`size` values: rows x columns x planes of the record's game,
/// `damero_game_observation_shape` of `damero_record_mainline_game`; the board seen from the
/// side to move), the move's action id at `actions[i]`, and the game's result for the side to
/// move at `results[i]` (1 won, -1 lost, 0 a draw, NaN when the record gives none). `*out_rows`
/// receives the number of rows (0 for a record without a game, whose variant damero does not
/// play); the main line stops where the file's moves did.
///
/// Call it with `rows` 0 (and NULL arrays) to learn the number of rows: when `rows` is smaller,
/// or `observations_len` is not at least `*out_rows` x `size`, nothing else is written and the
/// call returns `DAMERO_BUFFER_TOO_SMALL`.
///
/// Errors: `DAMERO_BUFFER_TOO_SMALL` (`*out_rows` written), `DAMERO_NOT_ALLOWED` for a draughts
/// move the ids cannot tell apart (nothing written), `DAMERO_NULL_ARGUMENT` (an array NULL with a
/// length above 0).
///
/// # Safety
/// `record` is a live record; `observations` has `observations_len` writable elements and
/// `actions` and `results` `rows` each (each NULL only when its length is 0), none used by
/// anything else during the call; `out_rows` is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn damero_record_samples(
    record: *const damero_record,
    observations: *mut f32,
    observations_len: usize,
    actions: *mut u32,
    results: *mut f32,
    rows: usize,
    out_rows: *mut usize,
) -> damero_status {
    guard(|| {
        // SAFETY (every block): as the caller promised.
        let record = unsafe { record_ref(record) }?;
        let out_rows = out_ptr(out_rows, "out_rows")?;
        let (mut seen, mut ids, mut won) = (Vec::new(), Vec::new(), Vec::new());
        let n = record.record.samples(&mut seen, &mut ids, &mut won)?;
        unsafe { out_rows.write(n) };
        if rows < n || observations_len < seen.len() {
            return Err(Failure::new(
                damero_status::DAMERO_BUFFER_TOO_SMALL,
                format!(
                    "{n} rows of {} observation values are needed, the arrays hold {rows} rows \
                     and {observations_len} values",
                    seen.len()
                ),
            ));
        }
        let out_obs = unsafe { out_slice(observations, observations_len, "observations") }?;
        let out_ids = unsafe { out_slice(actions, rows, "actions") }?;
        let out_won = unsafe { out_slice(results, rows, "results") }?;
        out_obs[..seen.len()].copy_from_slice(&seen);
        out_ids[..n].copy_from_slice(&ids);
        out_won[..n].copy_from_slice(&won);
        Ok(())
    })
}
