# Warnings and sanitizers for Sluice's own targets (never for third-party code).
add_library(sluice_compile_options INTERFACE)
target_compile_options(sluice_compile_options INTERFACE
    -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
# GCC 12 at -O2 reports -Wrestrict inside libstdc++'s std::string concatenation (GCC bug 105329)
# and -Wmaybe-uninitialized through std::optional's storage (bug 80635): false positives in the
# standard headers, not in our code. Clang builds (the fuzzers) keep both checks.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(sluice_compile_options INTERFACE -Wno-restrict -Wno-maybe-uninitialized)
endif()

if(SLUICE_SANITIZE)
    string(REPLACE "," ";" _sanitizers "${SLUICE_SANITIZE}")
    foreach(_s IN LISTS _sanitizers)
        if(NOT _s MATCHES "^(address|undefined|thread|leak)$")
            message(FATAL_ERROR "SLUICE_SANITIZE: unknown sanitizer '${_s}'")
        endif()
    endforeach()
    set(_flags -fsanitize=${SLUICE_SANITIZE} -fno-omit-frame-pointer)
    if("undefined" IN_LIST _sanitizers)
        list(APPEND _flags -fno-sanitize-recover=undefined)
    endif()
    add_compile_options(${_flags})
    add_link_options(-fsanitize=${SLUICE_SANITIZE})
    if("thread" IN_LIST _sanitizers)
        # librdkafka's C11 threads and locks, made visible to ThreadSanitizer (see the file).
        target_sources(sluice_compile_options INTERFACE
            $<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>:${CMAKE_CURRENT_LIST_DIR}/sanitizers/tsan_c11_threads.c>)
    endif()
endif()
