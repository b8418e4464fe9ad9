# sluice_add_test(NAME <name> SOURCES <files...> LABEL engine|widgets|integration
#                 [LIBS <targets...>] [TIMEOUT <seconds>] [LONG] [LAUNCHER <command...>]
# One Qt Test executable per test class, registered with ctest under its label. GUI tests run
# offscreen. LONG tests also carry the label `long`, so `ctest -LE long` skips them.
find_package(Qt6 REQUIRED COMPONENTS Core Test)

# Sanitized builds (scripts/sanitize.sh) run several times slower, thread most of all: every
# test's timeout is multiplied by this.
if(SLUICE_SANITIZE)
    set(SLUICE_TEST_TIMEOUT_SCALE 4)
else()
    set(SLUICE_TEST_TIMEOUT_SCALE 1)
endif()

function(sluice_add_test)
    cmake_parse_arguments(T "LONG" "NAME;LABEL;TIMEOUT" "SOURCES;LIBS;LAUNCHER" ${ARGN})
    if(NOT T_NAME OR NOT T_SOURCES OR NOT T_LABEL)
        message(FATAL_ERROR "sluice_add_test needs NAME, SOURCES and LABEL")
    endif()
    add_executable(${T_NAME} ${T_SOURCES})
    set_target_properties(${T_NAME} PROPERTIES
        AUTOMOC ON
        RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
    target_include_directories(${T_NAME} PRIVATE ${CMAKE_SOURCE_DIR}/tests/support)
    target_link_libraries(${T_NAME} PRIVATE Qt6::Core Qt6::Test sluice_compile_options ${T_LIBS})
    target_compile_definitions(${T_NAME} PRIVATE
        SLUICE_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
        SLUICE_TEST_DATA_DIR="${CMAKE_SOURCE_DIR}/tests/data")
    # LAUNCHER: a command the test runs under (a D-Bus session with a keyring, say).
    add_test(NAME ${T_NAME} COMMAND ${T_LAUNCHER} $<TARGET_FILE:${T_NAME}>)
    set(_labels ${T_LABEL})
    if(T_LONG)
        list(APPEND _labels long)
    endif()
    if(NOT T_TIMEOUT)
        set(T_TIMEOUT 300)
    endif()
    math(EXPR T_TIMEOUT "${T_TIMEOUT} * ${SLUICE_TEST_TIMEOUT_SCALE}")
    # QtTest's own watchdog (QTEST_FUNCTION_TIMEOUT, 5 min by default) gets the same budget, or
    # it would abort a long test function before ctest's TIMEOUT says it is late.
    math(EXPR _function_timeout_ms "${T_TIMEOUT} * 1000")
    set_tests_properties(${T_NAME} PROPERTIES
        LABELS "${_labels}"
        TIMEOUT ${T_TIMEOUT}
        ENVIRONMENT
            "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8;QTEST_FUNCTION_TIMEOUT=${_function_timeout_ms}")
endfunction()
