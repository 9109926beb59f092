# Sourced by Tools/fuzz and Tools/differential: compiles the package's modules straight with
# swiftc and clang, so every module can carry the fuzzer's coverage instrumentation and the
# sanitizers (SwiftPM cannot instrument a dependency for libFuzzer).
#
# build_modules OUT "SWIFT FLAGS" "C FLAGS" MODULE... leaves in OUT one .o and .swiftmodule per
# listed Swift module (list them dependencies first) plus CSolver's objects, and sets
# MODULE_OBJECTS to all of them. A module is recompiled only when one of its sources, or a
# module compiled before it, is newer than its object. build_solver_modules OUT "SWIFT FLAGS"
# "C FLAGS" builds the solver fuzzer's modules and sets SOLVER_OBJECTS.

module_sources() {
  case "$1" in
    LayoutTestSupport) echo "$root/Tests/LayoutTestSupport" ;;
    SolverFuzzing | FormatFuzzing) echo "$root/Fuzz/$1" ;;
    *) echo "$root/Sources/$1" ;;
  esac
}

# The modules each fuzz program needs, dependencies first.
SOLVER_MODULES=(LayoutCore Cassowary DenseSimplex LayoutTestSupport SolverFuzzing)
# The checking code (reference LP, differential checker, round-trip checks): when
# ORACLE_SWIFT_FLAGS is set, these modules get those flags instead, so a fuzzer can leave
# them without coverage. Their comparisons are not the code under test; instrumented, they
# were about a quarter of the solver target's time and fed libFuzzer coverage it need not chase.
ORACLE_MODULES=(LayoutTestSupport SolverFuzzing FormatFuzzing)
FORMAT_MODULES=(
  LayoutCore LayoutSupport LayoutGeometry LayoutDevices Cassowary DenseSimplex LayoutText AutoLayout
  LayoutFormats LayoutAdaptivity LayoutStoryboard LayoutExplain FormatFuzzing
)
# HarfBuzz and FreeType for LayoutText, as SwiftPM finds them (pkg-config).
TEXT_CFLAGS="$(pkg-config --cflags harfbuzz freetype2 2>/dev/null || true)"
TEXT_LIBS="$(pkg-config --libs harfbuzz freetype2 2>/dev/null || echo "-lharfbuzz -lfreetype")"

# True when $1 (an output) is missing or older than any file under the other arguments.
is_stale() {
  local output="$1"
  shift
  [[ ! -e "$output" ]] && return 0
  [[ -n "$(find "$@" -newer "$output" -type f -print -quit)" ]]
}

build_modules() {
  local out="$1" swift_flags="$2" c_flags="$3"
  shift 3
  mkdir -p "$out/csolver" "$out/cmodule"
  # SwiftPM synthesises this module map for CSolver's include/ folder; do the same.
  printf 'module CSolver {\n  header "%s/CSolver/include/csolver.h"\n  export *\n}\n' "$root" \
    >"$out/cmodule/module.modulemap"
  MODULE_OBJECTS=()
  local source object
  for source in "$root"/CSolver/src/*.c; do
    object="$out/csolver/$(basename "${source%.c}").o"
    if is_stale "$object" "$source" "$root/CSolver/include" "$root/CSolver/src/csolver_internal.h"; then
      echo "clang $(basename "$source")"
      # shellcheck disable=SC2086
      clang -std=c11 -O2 -g $c_flags -I "$root/CSolver/include" -c "$source" -o "$object"
    fi
    MODULE_OBJECTS+=("$object")
  done
  local module dependencies=()
  for module in "$@"; do
    local dir files flags="$swift_flags"
    if [[ -n "${ORACLE_SWIFT_FLAGS:-}" && " ${ORACLE_MODULES[*]} " == *" $module "* ]]; then
      flags="$ORACLE_SWIFT_FLAGS"
    fi
    dir="$(module_sources "$module")"
    # The flags an object was built with are part of its inputs.
    if [[ "$(cat "$out/$module.flags" 2>/dev/null)" != "$flags" ]] ||
      is_stale "$out/$module.o" "$dir" "${dependencies[@]}"; then
      echo "swiftc $module"
      mapfile -t files < <(find "$dir" -name '*.swift' | sort)
      # shellcheck disable=SC2086
      local text_flags=()
      for flag in $TEXT_CFLAGS; do text_flags+=(-Xcc "$flag"); done
      swiftc -parse-as-library -wmo -module-name "$module" -package-name AdaptiveLayout \
        -I "$out" -I "$out/cmodule" -I "$root/Sources/CHarfBuzz" "${text_flags[@]}" $flags \
        -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -emit-object -o "$out/$module.o" "${files[@]}"
      printf '%s' "$flags" >"$out/$module.flags"
      # swiftc leaves an unchanged object's time alone; without this the module would look
      # stale against the ones rebuilt before it, and be rebuilt on every run.
      touch "$out/$module.o"
    fi
    dependencies+=("$out/$module.o")
    MODULE_OBJECTS+=("$out/$module.o")
  done
}

build_solver_modules() {
  build_modules "$1" "$2" "$3" "${SOLVER_MODULES[@]}"
  SOLVER_OBJECTS=("${MODULE_OBJECTS[@]}")
}
