// Times kiwi's C++ solver on a workload flattened by flatten.py, following the shared timing
// protocol of ../shared/bench (the same steps run_kiwisolver.py times, without Python):
// build = variables and constraints created, edit variables added and given their first
// values, every constraint added, variables updated; each later step = every edit's next value
// suggested, variables updated. Prints one JSON object shaped like run_kiwisolver.py's, so
// check.py and Tools/compare-kiwi read it the same way.
//
// Usage: run_kiwi [--repeat N] [--budget SECONDS] [--no-values] < WORKLOAD.txt
//
// Built against the kiwi headers of the kiwisolver source release by Tools/kiwi-cpp; no kiwi
// code is kept in this repository.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

struct Term {
  double coefficient;
  int variable;
};

struct ConstraintSpec {
  int op;  // 0 ==, 1 <=, 2 >=
  double weight;  // -1 is required
  double constant;
  std::vector<Term> terms;
};

struct EditSpec {
  int variable;
  double weight;
  std::vector<double> values;
};

struct Workload {
  std::string kind;
  int n = 0;
  int variables = 0;
  std::vector<ConstraintSpec> constraints;
  std::vector<EditSpec> edits;
};

bool readWorkload(std::istream& in, Workload& w) {
  size_t constraintCount = 0, editCount = 0;
  if (!(in >> w.kind >> w.n >> w.variables >> constraintCount >> editCount)) return false;
  w.constraints.resize(constraintCount);
  for (auto& c : w.constraints) {
    size_t terms = 0;
    if (!(in >> c.op >> c.weight >> c.constant >> terms)) return false;
    c.terms.resize(terms);
    for (auto& t : c.terms)
      if (!(in >> t.coefficient >> t.variable) || t.variable < 0 || t.variable >= w.variables)
        return false;
  }
  w.edits.resize(editCount);
  for (auto& e : w.edits) {
    size_t values = 0;
    if (!(in >> e.variable >> e.weight >> values) || e.variable < 0 || e.variable >= w.variables)
      return false;
    e.values.resize(values);
    for (auto& v : e.values)
      if (!(in >> v)) return false;
  }
  return true;
}

double strengthOf(double weight) { return weight < 0 ? kiwi::strength::required : weight; }

kiwi::RelationalOperator relationOf(int op) {
  switch (op) {
    case 1: return kiwi::OP_LE;
    case 2: return kiwi::OP_GE;
    default: return kiwi::OP_EQ;
  }
}

using Clock = std::chrono::steady_clock;

double millisecondsBetween(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

struct Run {
  std::map<std::string, double> timings;
  std::vector<double> values;
  size_t finalStep = 0;
  std::string aborted;
  bool complete = false;
};

// One repetition on a fresh solver. With a deadline, the build is checked every 256
// constraints and the steps after each one, as run_kiwisolver.py does.
Run runOnce(const Workload& w, const Clock::time_point* deadline) {
  Run run;
  auto t0 = Clock::now();
  std::vector<kiwi::Variable> vars;
  vars.reserve(w.variables);
  for (int i = 0; i < w.variables; ++i) vars.emplace_back("v" + std::to_string(i));
  std::vector<kiwi::Constraint> constraints;
  constraints.reserve(w.constraints.size());
  for (const auto& c : w.constraints) {
    std::vector<kiwi::Term> terms;
    terms.reserve(c.terms.size());
    for (const auto& t : c.terms) terms.emplace_back(vars[t.variable], t.coefficient);
    constraints.emplace_back(kiwi::Expression(std::move(terms), c.constant), relationOf(c.op),
                             strengthOf(c.weight));
  }
  auto t1 = Clock::now();
  kiwi::Solver solver;
  auto e0 = Clock::now();
  for (const auto& e : w.edits) solver.addEditVariable(vars[e.variable], strengthOf(e.weight));
  for (const auto& e : w.edits) solver.suggestValue(vars[e.variable], e.values.at(0));
  double editNanos = std::chrono::duration<double, std::nano>(Clock::now() - e0).count();
  auto a0 = Clock::now();
  for (size_t i = 0; i < constraints.size(); ++i) {
    solver.addConstraint(constraints[i]);
    if (deadline && (i & 255) == 255 && Clock::now() > *deadline) {
      run.aborted = "build (" + std::to_string(i + 1) + " of " +
                    std::to_string(constraints.size()) + " constraints added)";
      run.timings["add_ms"] = millisecondsBetween(a0, Clock::now());
      return run;
    }
  }
  auto a1 = Clock::now();
  solver.updateVariables();
  auto t3 = Clock::now();
  editNanos += std::chrono::duration<double, std::nano>(t3 - a1).count();
  run.timings["construct_ms"] = millisecondsBetween(t0, t1);
  run.timings["add_ms"] = millisecondsBetween(a0, a1);
  run.timings["edit_setup_ms"] = editNanos / 1e6;
  run.timings["build_ms"] = millisecondsBetween(t0, t3);

  size_t steps = w.edits.empty() ? 1 : SIZE_MAX;
  for (const auto& e : w.edits) steps = std::min(steps, e.values.size());
  std::vector<double> stepMicros;
  for (size_t k = 1; k < steps; ++k) {
    auto s0 = Clock::now();
    for (const auto& e : w.edits) solver.suggestValue(vars[e.variable], e.values[k]);
    solver.updateVariables();
    stepMicros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - s0).count());
    run.finalStep = k;
    if (deadline && Clock::now() > *deadline && k + 1 < steps) {
      run.aborted = "steps (" + std::to_string(k) + " of " + std::to_string(steps - 1) + " done)";
      break;
    }
  }
  if (!stepMicros.empty()) {
    std::vector<double> sorted = stepMicros;
    std::sort(sorted.begin(), sorted.end());
    double mean = 0;
    for (double s : sorted) mean += s;
    mean /= sorted.size();
    size_t mid = sorted.size() / 2;
    run.timings["step_us_median"] =
        sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    run.timings["step_us_mean"] = mean;
    run.timings["step_us_p90"] = sorted[static_cast<size_t>(0.9 * (sorted.size() - 1))];
    run.timings["step_us_max"] = sorted.back();
  }
  run.values.reserve(vars.size());
  for (const auto& v : vars) run.values.push_back(v.value());
  run.complete = true;
  return run;
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  size_t mid = xs.size() / 2;
  return xs.size() % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

void printNumber(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", x);
  std::fputs(buffer, stdout);
}

int usage() {
  std::fprintf(stderr, "usage: run_kiwi [--repeat N] [--budget SECONDS] [--no-values] < WORKLOAD.txt\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 5;
  double budget = 60;
  bool withValues = true;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--budget") && i + 1 < argc) {
      budget = std::atof(argv[++i]);
    } else if (!std::strcmp(argv[i], "--no-values")) {
      withValues = false;
    } else {
      return usage();
    }
  }
  Workload w;
  if (!readWorkload(std::cin, w)) {
    std::fprintf(stderr, "error: standard input is not a workload written by flatten.py\n");
    return 2;
  }
  auto start = Clock::now();
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(budget));
  std::vector<Run> runs;
  Run last;
  double lastSeconds = 0;
  for (int rep = 0; rep < std::max(1, repeat); ++rep) {
    auto now = Clock::now();
    // Only the first repetition may be cut short; a later one starts only if it should end
    // within the budget.
    if (rep > 0 && now + std::chrono::duration_cast<Clock::duration>(
                             std::chrono::duration<double>(lastSeconds)) > deadline)
      break;
    last = runOnce(w, rep == 0 ? &deadline : nullptr);
    lastSeconds = std::chrono::duration<double>(Clock::now() - now).count();
    if (last.complete) runs.push_back(last);
    if (!last.aborted.empty() || Clock::now() > deadline) break;
  }
  size_t editSteps = w.edits.empty() ? 0 : SIZE_MAX;
  for (const auto& e : w.edits) editSteps = std::min(editSteps, e.values.size() - 1);
  std::printf("{\"backend\":\"kiwi-cpp\",\"version\":\"1.5.1\",\"order\":\"edits-first\",");
  std::printf("\"workload\":{\"kind\":\"%s\",\"n\":%d,\"variables\":%d,\"constraints\":%zu,"
              "\"edit_steps\":%zu},",
              w.kind.c_str(), w.n, w.variables, w.constraints.size(), editSteps);
  std::printf("\"repeats\":%zu,\"aborted\":\"%s\",\"budget_s\":", runs.size(),
              last.aborted.c_str());
  printNumber(budget);
  std::printf(",\"timings\":{");
  const std::map<std::string, double>& keys = runs.empty() ? last.timings : runs[0].timings;
  bool first = true;
  for (const auto& entry : keys) {
    std::vector<double> xs;
    for (const auto& r : runs) xs.push_back(r.timings.at(entry.first));
    if (xs.empty()) xs.push_back(entry.second);
    std::printf("%s\"%s\":{\"median\":", first ? "" : ",", entry.first.c_str());
    printNumber(median(xs));
    std::printf(",\"min\":");
    printNumber(*std::min_element(xs.begin(), xs.end()));
    std::printf("}");
    first = false;
  }
  std::printf("}");
  if (!runs.empty()) {
    std::printf(",\"final_step\":%zu", runs.back().finalStep);
    if (withValues) {
      std::printf(",\"values\":[");
      for (size_t i = 0; i < runs.back().values.size(); ++i) {
        if (i) std::printf(",");
        printNumber(runs.back().values[i]);
      }
      std::printf("]");
    }
  }
  std::printf("}\n");
  return 0;
}
