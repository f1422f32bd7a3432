//! `StateMethod`: the descriptor of a `Game` method that used to be a property (`turn`,
//! `history`, `end`, `options`, `geometry`; see `python/damero/_methods.py`).
//!
//! Called (`game.turn()`), it must cost what the native method costs; read as an attribute
//! (`game.turn`), it must give the deprecated stand-in. Python tells the two apart only for a
//! type flagged `Py_TPFLAGS_METHOD_DESCRIPTOR`: `game.turn()` then calls the descriptor with the
//! game, without asking it for an attribute first, and only a plain attribute read runs its
//! `__get__`. pyo3 cannot set that flag on a class, so this type is made from its slots with
//! `PyType_FromSpec` (the stable ABI, as the wheel's abi3 needs). An instance holds the native
//! method, which a call runs, and the Python function that makes the stand-in for a game; its
//! `__dict__` carries the method's name, docstring and `__wrapped__` (for `inspect.signature`).

use std::ffi::{c_int, c_uint, c_void};
use std::mem::offset_of;
use std::ptr;

use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

/// The layout of an instance.
#[repr(C)]
struct Object {
    base: ffi::PyObject,
    /// The native method of `Game` (a method descriptor), which a call runs.
    method: *mut ffi::PyObject,
    /// Called with a game when the method is read as its attribute: the deprecated stand-in.
    attribute: *mut ffi::PyObject,
    /// The instance's `__dict__` (`__name__`, `__doc__`, `__wrapped__`, ...).
    dict: *mut ffi::PyObject,
}

/// `Game.turn(game)` or `game.turn()`: the native method called with the same arguments.
unsafe extern "C" fn call(
    slf: *mut ffi::PyObject,
    args: *mut ffi::PyObject,
    kwargs: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: `slf` is an instance of this type, whose `method` is set when it is made.
    unsafe { ffi::PyObject_Call((*slf.cast::<Object>()).method, args, kwargs) }
}

/// `game.turn` (the attribute read): the stand-in; `Game.turn` (read on the class): itself.
unsafe extern "C" fn descr_get(
    slf: *mut ffi::PyObject,
    obj: *mut ffi::PyObject,
    _owner: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: `slf` is an instance of this type; `obj` is null or a live object.
    unsafe {
        if obj.is_null() || obj == ffi::Py_None() {
            ffi::Py_IncRef(slf);
            return slf;
        }
        let args = ffi::PyTuple_Pack(2, slf, obj);
        if args.is_null() {
            return ptr::null_mut();
        }
        let out = ffi::PyObject_Call((*slf.cast::<Object>()).attribute, args, ptr::null_mut());
        ffi::Py_DecRef(args);
        out
    }
}

/// `<method 'turn' of 'damero.Game' objects>`, as for any method of a class.
unsafe extern "C" fn repr(slf: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: `slf` is a live object; the format and its argument are valid.
    unsafe {
        let name = ffi::PyObject_GetAttrString(slf, c"__name__".as_ptr());
        if name.is_null() {
            return ptr::null_mut();
        }
        let out = ffi::PyUnicode_FromFormat(c"<method %R of 'damero.Game' objects>".as_ptr(), name);
        ffi::Py_DecRef(name);
        out
    }
}

unsafe extern "C" fn traverse(
    slf: *mut ffi::PyObject,
    visit: ffi::visitproc,
    arg: *mut c_void,
) -> c_int {
    // SAFETY: `slf` is an instance of this type; each field is null or a live object.
    unsafe {
        let this = slf.cast::<Object>();
        for field in [(*this).method, (*this).attribute, (*this).dict] {
            if !field.is_null() {
                let found = visit(field, arg);
                if found != 0 {
                    return found;
                }
            }
        }
        // A heap type's instances hold their type.
        visit(ffi::Py_TYPE(slf).cast(), arg)
    }
}

unsafe extern "C" fn clear(slf: *mut ffi::PyObject) -> c_int {
    // SAFETY: `slf` is an instance of this type; each field is null or owned by it.
    unsafe {
        let this = slf.cast::<Object>();
        for field in [
            &raw mut (*this).method,
            &raw mut (*this).attribute,
            &raw mut (*this).dict,
        ] {
            let old = *field;
            *field = ptr::null_mut();
            if !old.is_null() {
                ffi::Py_DecRef(old);
            }
        }
    }
    0
}

unsafe extern "C" fn dealloc(slf: *mut ffi::PyObject) {
    // SAFETY: `slf` is an instance of this type whose last reference is gone; its memory came
    // from the type's `tp_alloc`, and it holds a reference to its (heap) type.
    unsafe {
        ffi::PyObject_GC_UnTrack(slf.cast());
        clear(slf);
        let kind = ffi::Py_TYPE(slf);
        let free = ffi::PyType_GetSlot(kind, ffi::Py_tp_free);
        let free: ffi::freefunc = std::mem::transmute(free);
        free(slf.cast());
        ffi::Py_DecRef(kind.cast());
    }
}

/// The type, made once.
fn state_method_type(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    static TYPE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    TYPE.get_or_try_init(py, || {
        let mut members = [
            ffi::PyMemberDef {
                name: c"__dictoffset__".as_ptr(),
                type_code: ffi::Py_T_PYSSIZET,
                offset: offset_of!(Object, dict) as ffi::Py_ssize_t,
                flags: ffi::Py_READONLY,
                doc: ptr::null(),
            },
            ffi::PyMemberDef {
                name: ptr::null(),
                type_code: 0,
                offset: 0,
                flags: 0,
                doc: ptr::null(),
            },
        ];
        let slot = |slot: c_int, pfunc: *mut c_void| ffi::PyType_Slot { slot, pfunc };
        let mut slots = [
            slot(ffi::Py_tp_call, call as *mut c_void),
            slot(ffi::Py_tp_descr_get, descr_get as *mut c_void),
            slot(ffi::Py_tp_repr, repr as *mut c_void),
            slot(ffi::Py_tp_traverse, traverse as *mut c_void),
            slot(ffi::Py_tp_clear, clear as *mut c_void),
            slot(ffi::Py_tp_dealloc, dealloc as *mut c_void),
            slot(ffi::Py_tp_members, members.as_mut_ptr().cast()),
            slot(0, ptr::null_mut()),
        ];
        let mut spec = ffi::PyType_Spec {
            name: c"damero._native.StateMethod".as_ptr(),
            basicsize: size_of::<Object>() as c_int,
            itemsize: 0,
            flags: (ffi::Py_TPFLAGS_DEFAULT
                | ffi::Py_TPFLAGS_HAVE_GC
                | ffi::Py_TPFLAGS_METHOD_DESCRIPTOR) as c_uint,
            slots: slots.as_mut_ptr(),
        };
        // SAFETY: the spec, its slots and members are valid for the call (CPython copies what
        // it keeps: the members' names are static strings).
        let made = unsafe { Bound::from_owned_ptr_or_err(py, ffi::PyType_FromSpec(&mut spec))? };
        Ok(made.cast_into::<PyType>()?.unbind())
    })
    .map(|t| t.bind(py))
}

/// A new descriptor over `method`, a native method of `Game`, whose attribute read returns
/// `attribute(descriptor, game)`. Private to the package (`damero._methods`).
#[pyfunction(name = "_state_method")]
pub fn state_method<'py>(
    method: &Bound<'py, PyAny>,
    attribute: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = method.py();
    if !method.is_callable() || !attribute.is_callable() {
        return Err(PyTypeError::new_err(
            "state_method(method, attribute) takes two callables",
        ));
    }
    let kind = state_method_type(py)?;
    // SAFETY: the type is this module's; `tp_alloc` gives a zeroed instance (GC-tracked once
    // returned by the allocator, with every field null) that owns what is stored in it.
    unsafe {
        let alloc = ffi::PyType_GetSlot(kind.as_type_ptr(), ffi::Py_tp_alloc);
        let alloc: ffi::allocfunc = std::mem::transmute(alloc);
        let made = Bound::from_owned_ptr_or_err(py, alloc(kind.as_type_ptr(), 0))?;
        let this = made.as_ptr().cast::<Object>();
        (*this).method = method.clone().into_ptr();
        (*this).attribute = attribute.clone().into_ptr();
        Ok(made)
    }
}

/// Whether `obj` is such a descriptor.
#[pyfunction(name = "_is_state_method")]
pub fn is_state_method(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    obj.is_instance(state_method_type(obj.py())?)
}
