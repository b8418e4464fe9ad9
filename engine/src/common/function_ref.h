#pragma once

// A non-owning reference to a callable, like C++26's std::function_ref: two pointers, no heap
// allocation and no type-erased copy, for callbacks that are only invoked while the call that
// receives them runs (state visits per row, where std::function allocated its closure).

#include <memory>
#include <type_traits>
#include <utility>

namespace sluice {

template <typename Signature> class FunctionRef;

template <typename R, typename... Args> class FunctionRef<R(Args...)> {
public:
    /// Refers to `f`, which must outlive every call through this reference.
    template <typename F>
        requires(!std::is_same_v<std::remove_cvref_t<F>, FunctionRef> &&
                 std::is_invocable_r_v<R, F &, Args...>)
    FunctionRef(F &&f) noexcept // NOLINT(google-explicit-constructor): used like a lambda
        : m_object(const_cast<void *>(static_cast<const void *>(std::addressof(f)))),
          m_call([](void *object, Args... args) -> R {
              return (*static_cast<std::remove_reference_t<F> *>(object))(
                  std::forward<Args>(args)...);
          })
    {
    }

    R operator()(Args... args) const { return m_call(m_object, std::forward<Args>(args)...); }

private:
    void *m_object;
    R (*m_call)(void *, Args...);
};

} // namespace sluice
