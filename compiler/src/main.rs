fn main() {
    std::process::exit(cudac::driver::main_with_args(std::env::args_os().collect()));
}
