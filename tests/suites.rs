//! The file-driven suites: `ui/`, `codegen/`, samples, and the ptxas sweep.

use cudac_tests::*;

fn run_all(results: Vec<Result<(), String>>) {
    let failures: Vec<String> = results.into_iter().filter_map(|r| r.err()).collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn ui() {
    let cases = cases("ui");
    assert!(!cases.is_empty(), "no ui tests found");
    run_all(cases.iter().map(|c| check_ui(c)).collect());
}

#[test]
fn codegen() {
    let cases = cases("codegen");
    assert!(!cases.is_empty(), "no codegen tests found");
    run_all(cases.iter().map(|c| check_codegen(c).map(|_| ())).collect());
}

/// Every sample and codegen case compiles to PTX that ptxas accepts, for
/// sm_75 and sm_90.
#[test]
fn ptxas_sweep() {
    let ptxas = match ptxas() {
        Ok(p) => p,
        Err(why) => {
            assert!(!tools_required(), "CUDAC_REQUIRE_TOOLS is set but {why}");
            println!("skipped: {why}");
            return;
        }
    };
    let mut files = cases("codegen");
    files.extend(cases("../samples"));
    assert!(!files.is_empty());
    let mut results = Vec::new();
    let mut assembled = 0;
    for f in &files {
        for arch in ["sm_75", "sm_90"] {
            let path = f.display().to_string();
            let out = cudac(&[
                &path,
                &format!("-arch={arch}"),
                "-ptx",
                "-o",
                "-",
                "--diag-format=short",
            ]);
            if out.code != 0 {
                results.push(Err(format!(
                    "{path} ({arch}): cudac exited {}:\n{}",
                    out.code, out.stderr
                )));
                continue;
            }
            let ptx = String::from_utf8_lossy(&out.stdout);
            results.push(assemble(&ptxas, &ptx, arch, &path));
            assembled += 1;
        }
    }
    println!("ptxas sweep: {assembled} PTX files assembled");
    run_all(results);
}
