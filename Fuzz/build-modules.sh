# Sourced by Tools/fuzz and Tools/differential: compiles the package's solver modules straight
# with swiftc and clang, so every module can carry the fuzzer's coverage instrumentation and
# the sanitizers (SwiftPM cannot instrument a dependency for libFuzzer).
#
# build_solver_modules OUT "SWIFT FLAGS" "C FLAGS" leaves in OUT one .o and .swiftmodule per
# Swift module (LayoutCore, Cassowary, DenseSimplex, LayoutTestSupport, SolverFuzzing) plus
# CSolver's objects, and sets SOLVER_OBJECTS to all of them. A module is recompiled only when
# one of its sources, or a module it imports, is newer than its object.

solver_module_sources() {
  case "$1" in
    LayoutCore) echo "$root/Sources/LayoutCore" ;;
    Cassowary) echo "$root/Sources/Cassowary" ;;
    DenseSimplex) echo "$root/Sources/DenseSimplex" ;;
    LayoutTestSupport) echo "$root/Tests/LayoutTestSupport" ;;
    SolverFuzzing) echo "$root/Sources/SolverFuzzing" ;;
  esac
}

# True when $1 (an output) is missing or older than any file under the other arguments.
is_stale() {
  local output="$1"
  shift
  [[ ! -e "$output" ]] && return 0
  [[ -n "$(find "$@" -newer "$output" -type f -print -quit)" ]]
}

build_solver_modules() {
  local out="$1" swift_flags="$2" c_flags="$3"
  mkdir -p "$out/csolver" "$out/cmodule"
  # SwiftPM synthesises this module map for CSolver's include/ folder; do the same.
  printf 'module CSolver {\n  header "%s/CSolver/include/csolver.h"\n  export *\n}\n' "$root" \
    >"$out/cmodule/module.modulemap"
  SOLVER_OBJECTS=()
  local source object
  for source in "$root"/CSolver/src/*.c; do
    object="$out/csolver/$(basename "${source%.c}").o"
    if is_stale "$object" "$source" "$root/CSolver/include" "$root/CSolver/src/csolver_internal.h"; then
      echo "clang $(basename "$source")"
      # shellcheck disable=SC2086
      clang -std=c11 -O2 -g $c_flags -I "$root/CSolver/include" -c "$source" -o "$object"
    fi
    SOLVER_OBJECTS+=("$object")
  done
  local module dependencies=()
  for module in LayoutCore Cassowary DenseSimplex LayoutTestSupport SolverFuzzing; do
    local dir
    dir="$(solver_module_sources "$module")"
    if is_stale "$out/$module.o" "$dir" "${dependencies[@]}"; then
      echo "swiftc $module"
      # shellcheck disable=SC2086
      swiftc -parse-as-library -wmo -module-name "$module" -package-name AdaptiveLayout \
        -I "$out" -I "$out/cmodule" $swift_flags \
        -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -emit-object -o "$out/$module.o" "$dir"/*.swift
    fi
    dependencies+=("$out/$module.o")
    SOLVER_OBJECTS+=("$out/$module.o")
  done
}
